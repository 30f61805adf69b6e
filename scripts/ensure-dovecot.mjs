#!/usr/bin/env node
// The mail centre's tests run a real IMAP server: Debian's Dovecot at /usr/sbin/dovecot, started
// unprivileged on a free high port from a config in a temp dir (tests/fakes/mail). Run before vitest.
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({
  name: 'Dovecot',
  file: '/usr/sbin/dovecot',
  pkg: 'dovecot-imapd',
  why: 'the mail centre tests run a real IMAP server',
});

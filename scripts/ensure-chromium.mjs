#!/usr/bin/env node
// The end-to-end suite drives the system Chromium at /usr/bin/chromium (playwright.config.ts);
// Playwright's own browser download is not used. Run before `playwright test`.
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({ name: 'Chromium', file: '/usr/bin/chromium', pkg: 'chromium', why: 'the end-to-end tests drive it' });

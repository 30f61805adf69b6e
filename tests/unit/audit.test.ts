import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeAudit } from '../../scripts/audit';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/npm-audit/${name}.json`, import.meta.url), 'utf8');

describe('the dependency audit of CI', () => {
  it('fails on each high or critical advisory not explained, once per advisory, and ignores moderate ones', () => {
    expect(judgeAudit(fixture('report'), [])).toEqual({
      ran: true,
      accepted: [],
      unexplained: [
        { id: 'GHSA-aaaa-bbbb-cccc', severity: 'high', name: 'tar-lib', title: 'Arbitrary file write when extracting crafted archives' },
        { id: 'GHSA-dddd-eeee-ffff', severity: 'critical', name: 'url-parse-x', title: 'Authorization bypass through user-controlled key' },
      ],
    });
  });

  it('accepts the advisories explained in the list', () => {
    const verdict = judgeAudit(fixture('report'), [{ id: 'GHSA-aaaa-bbbb-cccc', why: 'only extracts archives we wrote ourselves' }]);
    expect(verdict).toMatchObject({ ran: true, accepted: [{ id: 'GHSA-aaaa-bbbb-cccc' }], unexplained: [{ id: 'GHSA-dddd-eeee-ffff' }] });
  });

  it('passes a clean report', () => {
    expect(judgeAudit(fixture('clean'), [])).toEqual({ ran: true, accepted: [], unexplained: [] });
  });

  it('says the audit was not run when the registry refuses its endpoint, or answers nothing readable', () => {
    expect(judgeAudit(fixture('endpoint-405'), [])).toEqual({ ran: false, reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk' });
    expect(judgeAudit('', [])).toEqual({ ran: false, reason: 'npm audit gave no readable answer' });
  });

  it('keeps the checked-in list well formed: every entry names its advisory and says why', () => {
    const list = JSON.parse(fs.readFileSync(new URL('../../scripts/audit-accepted.json', import.meta.url), 'utf8'));
    for (const entry of list.advisories) expect(entry).toEqual({ id: expect.stringMatching(/^GHSA(-[a-z0-9]{4}){3}$/), why: expect.stringMatching(/\S.{14,}/) });
  });
});

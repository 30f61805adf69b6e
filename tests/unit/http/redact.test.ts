import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, LOGIN } from '@shared/api/contract';
import { addCard } from '@shared/api/gifts/cards';
import { saveAddress } from '@shared/api/review/detail';
import { endpointSecretPaths, secret, secretPathsOf } from '@shared/api/secret';
import { MASK, redact, redactionPaths, scrubText } from '../../../server/http/redact';

const nested = endpoint({
  method: 'POST',
  path: '/api/test/nested',
  access: LOGIN,
  summary: 'test',
  body: z.object({
    name: z.string(),
    cards: z.array(z.object({ code: secret(z.string()), note: z.string() })),
    byKey: z.record(z.string(), z.object({ key: secret(z.string().optional()) })),
    tokens: z.array(secret(z.string())).optional(),
  }),
  query: z.object({ pin: secret(z.string()).optional() }),
});

describe('secret declarations', () => {
  it('finds secret fields through arrays, records, optionals and refinements', () => {
    expect(secretPathsOf(nested.body)).toEqual(['cards[*].code', 'byKey.*.key', 'tokens[*]']);
    expect(endpointSecretPaths(nested)).toEqual(['body.cards[*].code', 'body.byKey.*.key', 'body.tokens[*]', 'query.pin']);
    expect(endpointSecretPaths(addCard)).toEqual(['body.code', 'body.pin']);
    expect(endpointSecretPaths(saveAddress)).toEqual(['body.receiver', 'body.phone', 'body.email', 'body.street', 'body.postcode']);
  });

  it('leaves the schema it marks unchanged, and validates as before', () => {
    const plain = z.string().min(3);
    const marked = secret(plain);
    expect(secretPathsOf(z.object({ a: plain }))).toEqual([]);
    expect(secretPathsOf(z.object({ a: marked }))).toEqual(['a']);
    expect(marked.safeParse('ab').success).toBe(false);
  });

  it('lists the paths for a structured logger', () => {
    const paths = redactionPaths([addCard, nested]);
    expect(paths).toContain('req.body.code');
    expect(paths).toContain('req.body.cards[*].code');
    expect(paths).toContain('req.query.pin');
  });
});

describe('redact', () => {
  it('masks declared fields at any depth, even in a malformed body, and keeps the rest', () => {
    const sent = { name: 'n', cards: [{ code: 'CODE-1', note: 'x' }], stray: { code: 'CODE-2' }, list: [[{ code: 'CODE-3' }]] };
    expect(redact(nested, sent)).toEqual({ name: 'n', cards: [{ code: MASK, note: 'x' }], stray: { code: MASK }, list: [[{ code: MASK }]] });
    expect(sent.cards[0]!.code).toBe('CODE-1');
    let deep: unknown = { code: 'CODE-DEEP' };
    for (let i = 0; i < 30; i++) deep = { inner: deep };
    expect(JSON.stringify(redact(nested, deep))).not.toContain('CODE-DEEP');
  });

  it('keeps the credential-name safety net, but shows a yes/no such as pass', () => {
    const audit = endpoint({ method: 'POST', path: '/api/test/audit', access: LOGIN, summary: 'test', body: z.object({ pass: z.boolean() }) });
    expect(redact(audit, { pass: true, apiToken: 'tok-123', newPassword: 'pw-123' })).toEqual({ pass: true, apiToken: MASK, newPassword: MASK });
  });
});

describe('scrubText (error reports)', () => {
  it('removes every secret value a request carried from a crash report, as sent and trimmed', () => {
    const report = 'Failed query: insert into gift_cards values ($1, $2)\nparams: Amazon,ABCD-1234-SECRET,4321';
    const text = scrubText(addCard, { body: { brand: 'Amazon', code: '  ABCD-1234-SECRET ', pin: 4321 } }, report);
    expect(text).not.toContain('ABCD-1234-SECRET');
    expect(text).not.toContain('4321');
    expect(text).toContain('Amazon');
    expect(text).toContain(`params: Amazon,${MASK},${MASK}`);
  });
});

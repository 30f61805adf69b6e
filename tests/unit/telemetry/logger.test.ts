import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { login } from '@shared/api/auth';
import { redactionPaths } from '../../../server/http/redact';
import { logLevelOf, redactingLogger } from '../../../server/telemetry/logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, base: pino({ level: 'info' }, stream) };
}

describe('logger', () => {
  it('masks the declared secret fields, the authorization header and cookies', () => {
    const { lines, base } = capture();
    const log = redactingLogger(redactionPaths([login]), base);
    log.info({
      req: {
        body: { username: 'admin', password: 'hunter2-secret', veritycode: '8812' },
        headers: { authorization: 'eyJ.token.sig', cookie: 'token=eyJ.token.sig', 'user-agent': 'test' },
      },
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('hunter2-secret');
    expect(text).not.toContain('8812');
    expect(text).not.toContain('eyJ.token.sig');
    expect(lines[0]).toMatchObject({ req: { body: { username: 'admin', password: '***' }, headers: { authorization: '***', 'user-agent': 'test' } } });
  });

  it('takes its level from LOG_LEVEL, and is silent under the test runner otherwise', () => {
    expect(logLevelOf({ LOG_LEVEL: 'debug' })).toBe('debug');
    expect(logLevelOf({ VITEST: 'true' })).toBe('silent');
    expect(logLevelOf({ NODE_ENV: 'production' })).toBe('info');
  });
});

/**
 * Typed API calls for tests, through the endpoint contracts in shared/api (as web/lib/api.ts does
 * for the portal): a contract change fails the test's type check, and a success answer whose data
 * does not match the endpoint's `response` schema fails the test at run time.
 */
import type supertest from 'supertest';
import type { Response, Test } from 'supertest';
import { expect } from 'vitest';
import { fillPath, type BodyOf, type DataOf, type Endpoint, type QueryOf } from '../../shared/api/contract';
import { ResCode, type Envelope } from '../../shared/api/envelope';

type PathParams = Record<string, string | number>;
type Agent = ReturnType<typeof supertest>;

export interface CallInput<E extends Endpoint> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Values for `:name` segments of the path. */
  params?: PathParams;
}
/** For deliberately malformed calls: any query or body. */
export type UncheckedInput = { query?: object; body?: unknown; params?: PathParams };

/** The answer: HTTP status, the envelope (`body`, also spread: `resCode`, `resDes`, `data`). */
export interface Answer<T> extends Envelope<T> {
  status: number;
  body: Envelope<T>;
  headers: Response['headers'];
}
/** A `blob` answer: the bytes, and the envelope when the server refused with JSON instead. */
export interface FileAnswer {
  status: number;
  headers: Response['headers'];
  bytes: Buffer;
  envelope?: Envelope<unknown>;
}

export const describeEndpoint = (e: Endpoint) => `${e.method} ${e.path}`;

/** Reads any answer body as raw bytes (supertest parser). */
const asBytes: Parameters<Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Throws, naming the endpoint and the first zod issue, when a success answer breaks the contract. */
export function checkAnswer<E extends Endpoint>(e: E, envelope: Envelope<unknown>): void {
  if (envelope?.resCode !== ResCode.OK || !e.response) return;
  const parsed = e.response.safeParse(envelope.data);
  if (parsed.success) return;
  const issue = parsed.error.issues[0]!;
  throw new Error(
    `${describeEndpoint(e)} answered data that breaks its contract: ${issue.message} at ${issue.path.join('.') || '(root)'}` +
      ` (${parsed.error.issues.length} issue(s))\n${JSON.stringify(envelope.data).slice(0, 500)}`,
  );
}

function build(http: Agent, token: string | undefined, e: Endpoint, input: { query?: unknown; body?: unknown; params?: PathParams }): Test {
  const method = e.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  let req = http[method](fillPath(e.path, input.params));
  if (token) req = req.set('Authorization', token);
  if (input.query) req = req.query(input.query as object);
  if (input.body !== undefined) req = req.send(input.body as object);
  return req;
}

async function answer<T>(e: Endpoint, req: Test): Promise<Answer<T>> {
  const res = await req;
  const body = res.body as Envelope<T>;
  checkAnswer(e, body);
  return { status: res.status, headers: res.headers, body, ...body };
}

/** Calls endpoints as one signed-in user (or anonymously without a token). */
export function client(http: Agent, token?: string) {
  return {
    token,
    call: <E extends Endpoint>(e: E, input: CallInput<E> = {}) => answer<DataOf<E>>(e, build(http, token, e, input)),
    /** Escape hatch for bad input (wrong types, missing fields): untyped query and body; the answer is still checked. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer to untyped input is read untyped
    callUnchecked: (e: Endpoint, input: UncheckedInput = {}) => answer<any>(e, build(http, token, e, input)),
    /** Multipart: `file` (omit for none) and text `fields`. */
    upload<E extends Endpoint>(e: E, file?: { bytes: Buffer; name: string }, fields: Record<string, string | number> = {}, params?: PathParams) {
      let req = build(http, token, e, { params });
      for (const [name, value] of Object.entries(fields)) req = req.field(name, String(value));
      if (file) req = req.attach('file', file.bytes, file.name);
      return answer<DataOf<E>>(e, req);
    },
    /** A file answer (`transport: 'blob'`): raw bytes, plus the envelope when it is JSON. */
    async blob<E extends Endpoint>(e: E, input: CallInput<E> = {}): Promise<FileAnswer> {
      const res = await build(http, token, e, input).buffer(true).parse(asBytes);
      const bytes = res.body as Buffer;
      const isJson = String(res.headers['content-type']).includes('json');
      return { status: res.status, headers: res.headers, bytes, envelope: isJson ? JSON.parse(bytes.toString('utf8')) : undefined };
    },
  };
}
export type Client = ReturnType<typeof client>;

/** Asserts an error envelope: its resCode and, when given, that resDes contains `message`. */
export function expectRefused(answer: { resCode: number; resDes: string } | Envelope<unknown> | undefined, resCode: number, message?: string): void {
  expect(answer?.resCode, answer?.resDes).toBe(resCode);
  if (message !== undefined) expect(answer!.resDes).toContain(message);
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createFileStore, createLocalFileStore, createS3FileStore, type FileStore } from '../../../server/storage';

/** The same behaviour from either store. */
async function roundTrip(store: FileStore) {
  await store.put('attachments/2024/06/a.txt', Buffer.from('第一版'), { contentType: 'text/plain' });
  await store.put('attachments/2024/06/a.txt', Readable.from([Buffer.from('第二'), Buffer.from('版')]), { contentType: 'text/plain' });
  expect(await text(await store.open('attachments/2024/06/a.txt'))).toBe('第二版');
  expect((await store.stat('attachments/2024/06/a.txt'))?.size).toBe(Buffer.byteLength('第二版'));
  expect(await store.stat('attachments/none.txt')).toBeNull();
  await expect(store.open('attachments/none.txt')).rejects.toThrow();
  await store.remove('attachments/2024/06/a.txt');
  await store.remove('attachments/2024/06/a.txt'); // twice is fine
  expect(await store.stat('attachments/2024/06/a.txt')).toBeNull();
  for (const bad of ['../outside.txt', 'a/../../b', '/etc/passwd', 'a\\b', 'a//b', '', 'a/./b']) {
    await expect(store.put(bad, Buffer.from('x'), { contentType: 'text/plain' }), bad).rejects.toThrow(/unsafe storage key/);
  }
}

describe('local file store', () => {
  it('stores, streams, replaces and removes, and never leaves its directory', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'crossdock-store-'));
    try {
      const store = createLocalFileStore(path.join(root, 'files'));
      await roundTrip(store);
      expect(fs.existsSync(path.join(root, 'outside.txt'))).toBe(false);
      await store.put('k/b.bin', Buffer.from([1, 2, 3]), { contentType: 'application/octet-stream' });
      expect(fs.readFileSync(path.join(root, 'files', 'k', 'b.bin'))).toEqual(Buffer.from([1, 2, 3]));
      expect(fs.readdirSync(path.join(root, 'files', 'k'))).toEqual(['b.bin']); // no temp file left
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

interface Recorded {
  method: string;
  /** The path, without the query the SDK adds (e.g. ?x-id=PutObject). */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A few lines of S3 over HTTP: keeps objects by path and records every request it gets. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
      requests.push({ method: req.method!, url: key, headers: req.headers, body });
      const object = objects.get(key);
      const missing = () =>
        res.writeHead(404, { 'Content-Type': 'application/xml' }).end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>no</Message></Error>');
      if (req.method === 'PUT') {
        objects.set(key, { body, type: req.headers['content-type'] ?? '' });
        return res.writeHead(200, { ETag: '"e"' }).end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      if (!object) return missing();
      res.writeHead(200, { 'Content-Type': object.type, 'Content-Length': object.body.length, ETag: '"e"' });
      res.end(req.method === 'HEAD' ? undefined : object.body);
    });
  });
  return { server, objects, requests };
}

describe('S3 file store (against a local recording HTTP server)', () => {
  const fake = fakeS3();
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => fake.server.close(resolve)));

  const store = () =>
    createS3FileStore({
      bucket: 'crossdock-test',
      region: 'cn-test-1',
      endpoint,
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret-test',
      forcePathStyle: true,
      prefix: 'tenant-a/',
    });

  it('behaves like the local store', async () => {
    await roundTrip(store());
  });

  it('sends signed path-style requests with the prefix, type and exact bytes', async () => {
    fake.requests.length = 0;
    const bytes = Buffer.from('%PDF-1.4 合同');
    await store().put('attachments/2024/06/x.pdf', bytes, { contentType: 'application/pdf' });
    const [put] = fake.requests;
    expect(put).toMatchObject({ method: 'PUT', url: '/crossdock-test/tenant-a/attachments/2024/06/x.pdf' });
    expect(put!.headers['content-type']).toBe('application/pdf');
    expect(put!.body).toEqual(bytes);
    expect(put!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/cn-test-1\/s3\/aws4_request, SignedHeaders=.*host.*, Signature=[0-9a-f]{64}$/);
    // Signed over the payload's hash, or explicitly unsigned: never missing.
    expect([createHash('sha256').update(bytes).digest('hex'), 'UNSIGNED-PAYLOAD', 'STREAMING-UNSIGNED-PAYLOAD-TRAILER']).toContain(put!.headers['x-amz-content-sha256']);
    expect(fake.objects.get('/crossdock-test/tenant-a/attachments/2024/06/x.pdf')?.body).toEqual(bytes);

    expect(await store().stat('attachments/2024/06/x.pdf')).toEqual({ size: bytes.length, contentType: 'application/pdf' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'HEAD', url: '/crossdock-test/tenant-a/attachments/2024/06/x.pdf' });
    await store().remove('attachments/2024/06/x.pdf');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/crossdock-test/tenant-a/attachments/2024/06/x.pdf' });
  });
});

describe('choosing the store from the environment', () => {
  it('is the data directory by default and the bucket when FILES_S3_BUCKET is set', () => {
    const local = loadConfig({ CROSSDOCK_DATA_DIR: '/tmp/crossdock-x' });
    expect(local.s3).toBeUndefined();
    expect(createFileStore(local).kind).toBe('local');
    const s3 = loadConfig({
      FILES_S3_BUCKET: 'crm-files',
      FILES_S3_ENDPOINT: 'http://minio:9000',
      FILES_S3_ACCESS_KEY_ID: 'a',
      FILES_S3_SECRET_ACCESS_KEY: 'b',
      FILES_S3_FORCE_PATH_STYLE: 'on',
      FILES_S3_PREFIX: 'crossdock/',
    });
    expect(s3.s3).toEqual({
      bucket: 'crm-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      forcePathStyle: true,
      prefix: 'crossdock/',
    });
    expect(createFileStore(s3).kind).toBe('s3');
  });

  it('stops on half a key pair or a bad prefix, naming the variable', () => {
    expect(() => loadConfig({ FILES_S3_BUCKET: 'crm-files', FILES_S3_ACCESS_KEY_ID: 'a' })).toThrow(/FILES_S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ FILES_S3_BUCKET: 'crm-files', FILES_S3_PREFIX: 'no-slash' })).toThrow(/FILES_S3_PREFIX/);
  });
});

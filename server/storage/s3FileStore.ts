import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStore } from './fileStore';

/** An S3-compatible bucket (AWS S3, MinIO, Aliyun OSS, Tencent COS...). */
export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** Omitted for AWS itself; e.g. http://minio:9000 or https://oss-cn-hangzhou.aliyuncs.com */
  endpoint?: string;
  /** Without them the SDK's usual chain applies (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path instead of the host name: MinIO and most self-hosted stores need it. */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `crossdock/`; lets one bucket serve several installations. */
  prefix: string;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export function createS3FileStore(options: S3StoreOptions, client?: S3Client): FileStore {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Checksums only when the operation requires them: several S3-compatible stores reject the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return options.prefix + key;
  };

  return {
    kind: 's3',
    async put(key, body, meta) {
      // A stream of unknown length cannot be sent as one PUT: read it (uploads are capped in size).
      const known = Buffer.isBuffer(body) || meta.size !== undefined;
      const Body = known ? body : await buffer(body);
      const ContentLength = Buffer.isBuffer(Body) ? Body.length : meta.size;
      await s3.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body, ContentType: meta.contentType, ContentLength }));
    },
    async open(key) {
      const answer = await s3.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
      if (!(answer.Body instanceof Readable)) throw new Error(`no body for ${key}`);
      return answer.Body;
    },
    async stat(key) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}

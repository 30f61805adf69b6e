import path from 'node:path';
import type { Config } from '../config';
import type { FileStore } from './fileStore';
import { createLocalFileStore } from './localFileStore';
import { createS3FileStore } from './s3FileStore';

export type { FileStore, StoredObject } from './fileStore';
export { createLocalFileStore } from './localFileStore';
export { createS3FileStore, type S3StoreOptions } from './s3FileStore';

/** The configured store: the S3 bucket when one is set, else `<dataDir>/files`. */
export function createFileStore(config: Config): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(path.join(config.dataDir, 'files'));
}

import path from 'node:path';
import type { Env } from '../../env';
import { createLocalDiskStorage } from './local-disk';
import { createS3Storage } from './s3';
import type { ObjectStorage } from './storage';

/** S3-compatible storage when S3_BUCKET is set (env.ts makes sure the rest is too), else DATA_DIR/uploads. */
export function createStorage(env: Env): ObjectStorage {
  if (env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalDiskStorage(path.join(env.DATA_DIR, 'uploads'));
}

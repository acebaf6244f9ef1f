/** Where finished uploads go: the S3_* variables turn the object store on; without a bucket, the local folder. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('upload storage configuration', () => {
  it('keeps files in UPLOAD_DIR, by default under DATA_DIR, when no bucket is set', () => {
    const config = loadConfig({ DATA_DIR: '/srv/shala', S3_ENDPOINT: 'http://minio:9000' });
    expect(config.uploadDir).toBe(path.resolve('/srv/shala/uploads'));
    expect(config.s3).toBeUndefined();
    expect(loadConfig({ UPLOAD_DIR: '/mnt/shared/uploads' }).uploadDir).toBe('/mnt/shared/uploads');
  });

  it('reads a self-hosted store with path-style addresses by default', () => {
    const config = loadConfig({
      S3_BUCKET: 'lessons',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'lessons',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('reads AWS S3 (no endpoint) with virtual-host addresses, its region, and the default credentials', () => {
    const config = loadConfig({ S3_BUCKET: 'lessons', S3_REGION: 'ap-south-1' });
    expect(config.s3).toEqual({
      bucket: 'lessons',
      endpoint: undefined,
      region: 'ap-south-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://x', S3_FORCE_PATH_STYLE: 'false' }).s3
        ?.forcePathStyle,
    ).toBe(false);
  });
});

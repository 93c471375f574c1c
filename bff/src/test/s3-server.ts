/** A real S3 API in process for tests (s3rver over a temp folder), with a client for it and its one bucket. */
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  client: S3Client;
  /** Makes an object as old as `at` (s3rver answers its file's modification time as LastModified). */
  setLastModified(objectKey: string, at: Date): Promise<void>;
  close(): Promise<void>;
}

/** s3rver accepts any key pair; the SDK needs one to sign with. */
export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestS3(bucket = 'tezgah-test'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'tezgah-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: TEST_S3_CREDENTIALS });
  return {
    endpoint,
    bucket,
    client,
    setLastModified: (objectKey, at) => utimes(join(directory, bucket, `${objectKey}._S3rver_object`), at, at),
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

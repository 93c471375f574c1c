/**
 * The BFF's files in Node: EXPORT_DIR and UPLOAD_DIR on disk, or one S3 bucket (FILES_S3_*) that every replica reads;
 * the .xlsx writer compressing with zlib, workbooks read in worker threads. The S3 client loads on first use, so the
 * BFF that runs in a page (mock mode, Storybook) never loads the AWS SDK.
 */
import type { Config } from '../../config';
import { WORKER_READERS } from '../spreadsheet/read-rows';
import { streamingXlsxWriter } from '../xlsx/xlsx-export';
import type { AppFiles } from './app-files';
import { DiskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';
import type { FilesS3Config } from './files-config';

/** A store whose implementation is made on its first call. */
function lazyFileStore(make: () => Promise<FileStore>): FileStore {
  let made: Promise<FileStore> | undefined;
  const store = () => (made ??= make());
  return {
    write: async (key, content) => (await store()).write(key, content),
    read: async (key) => (await store()).read(key),
    open: async (key) => (await store()).open(key),
    size: async (key) => (await store()).size(key),
    rename: async (from, to) => (await store()).rename(from, to),
    remove: async (key) => (await store()).remove(key),
    olderThan: async (ageMs, now) => (await store()).olderThan(ageMs, now),
  };
}

function s3Stores({ bucket, endpoint, region, pathStyle }: FilesS3Config): Pick<AppFiles, 'exports' | 'uploads'> {
  const client = import('@aws-sdk/client-s3').then(({ S3Client }) => new S3Client({ region, forcePathStyle: pathStyle, ...(endpoint ? { endpoint } : {}) }));
  const under = (prefix: string) =>
    lazyFileStore(async () => {
      const { S3FileStore } = await import('./s3-file-store');
      return new S3FileStore({ client: await client, bucket, prefix });
    });
  return { exports: under('exports/'), uploads: under('uploads/') };
}

export function nodeFiles(config: Pick<Config, 'exportDir' | 'uploadDir' | 'filesS3'>): AppFiles {
  const stores = config.filesS3 ? s3Stores(config.filesS3) : { exports: new DiskFileStore(config.exportDir), uploads: new DiskFileStore(config.uploadDir) };
  return { ...stores, writeXlsx: streamingXlsxWriter, ...WORKER_READERS };
}

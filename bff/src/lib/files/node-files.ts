/** The BFF's files in Node: EXPORT_DIR and UPLOAD_DIR on disk, the .xlsx writer compressing with zlib, workbooks read in worker threads. */
import type { Config } from '../../config';
import { WORKER_READERS } from '../spreadsheet/read-rows';
import { streamingXlsxWriter } from '../xlsx/xlsx-export';
import type { AppFiles } from './app-files';
import { DiskFileStore } from './disk-file-store';

export function nodeFiles(config: Pick<Config, 'exportDir' | 'uploadDir'>): AppFiles {
  return {
    exports: new DiskFileStore(config.exportDir),
    uploads: new DiskFileStore(config.uploadDir),
    writeXlsx: streamingXlsxWriter,
    ...WORKER_READERS,
  };
}

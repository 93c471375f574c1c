/**
 * Everything the BFF's file features (exports, imports, their downloads) stand on, given to createApp by whoever
 * builds it: nodeFiles(config) in Node (start.ts, the test harness: folders on disk, the .xlsx writer compressing with
 * zlib, .xls and .xlsx read in worker threads), pageFiles() for the BFF in a page (mocks/browser-bff: memory, the same
 * writer compressing with fflate, workbooks read in the page's thread). Feature code uses these and never asks where it
 * runs.
 */
import type { WorkbookReaders } from '../spreadsheet/read-rows';
import type { XlsxWriter } from '../xlsx/xlsx-writer';
import type { FileStore } from './file-store';

/** readXls and readXlsx read uploaded workbooks. */
export interface AppFiles extends WorkbookReaders {
  /** Export files, `<transaction id>.xlsx` (EXPORT_DIR in Node). */
  exports: FileStore;
  /** Uploaded workbooks and their error files (UPLOAD_DIR in Node). */
  uploads: FileStore;
  /** Writes exports and import error files. */
  writeXlsx: XlsxWriter;
}

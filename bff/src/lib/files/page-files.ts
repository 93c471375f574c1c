/** The files of the BFF in a page (mocks/browser-bff): kept in memory, written by exceljs's browser build, workbooks read in the page. */
import { PAGE_READERS } from '../spreadsheet/read-rows';
import { bufferedXlsxWriter } from '../xlsx/buffered-xlsx-writer';
import type { AppFiles } from './app-files';
import { MemoryFileStore } from './memory-file-store';

/** The stores keep wall-clock times, as a disk keeps modification times: the expiry sweeps compare them with Date.now(). */
export function pageFiles(): AppFiles {
  return {
    exports: new MemoryFileStore(),
    uploads: new MemoryFileStore(),
    writeXlsx: bufferedXlsxWriter,
    ...PAGE_READERS,
  };
}

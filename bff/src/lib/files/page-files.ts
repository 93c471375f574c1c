/** The files of the BFF in a page (mocks/browser-bff): kept in memory, written with fflate's deflate, workbooks read in the page. */
import { PAGE_READERS } from '../spreadsheet/read-rows';
import { deflatePart } from '../xlsx/zip-part';
import { xlsxWriter } from '../xlsx/xlsx-writer';
import type { AppFiles } from './app-files';
import { MemoryFileStore } from './memory-file-store';

/** The stores keep wall-clock times, as a disk keeps modification times: the expiry sweeps compare them with Date.now(). */
export function pageFiles(): AppFiles {
  return {
    exports: new MemoryFileStore(),
    uploads: new MemoryFileStore(),
    writeXlsx: xlsxWriter(deflatePart),
    ...PAGE_READERS,
  };
}

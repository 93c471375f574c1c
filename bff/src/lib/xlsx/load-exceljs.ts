/**
 * exceljs, loaded when the first import template is written (exports and error files have a writer of their own,
 * xlsx-writer.ts), so neither the BFF's start nor the page of the BFF in a browser pays for it before then. In a page,
 * Vite resolves it to exceljs's browser build (mocks/browser-bff/vite-aliases.ts), which has the Workbook but no
 * streaming writer.
 */
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | null = null;

export function loadExcelJs(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}

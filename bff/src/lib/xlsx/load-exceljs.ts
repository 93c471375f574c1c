/**
 * exceljs, loaded when the first workbook is written (an export, an error file, a template), so neither the BFF's
 * start nor the page of the BFF in a browser pays for it before then. In a page, Vite resolves it to exceljs's
 * browser build (mocks/browser-bff/vite-aliases.ts), which has the Workbook but no streaming writer.
 */
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | null = null;

export function loadExcelJs(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}

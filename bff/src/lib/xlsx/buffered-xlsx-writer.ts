/**
 * The .xlsx writer of the BFF in a page: exceljs's browser build has no streaming writer, so the sheet is built in
 * memory and written once it is whole (a page's exports are a demo company's, small). exceljs is loaded when the
 * first file is written, so the page's first load does not carry it.
 */
import { loadExcelJs } from './load-exceljs';
import { addXlsxRow, sheetNameOf, toXlsxCell, type XlsxWriter } from './xlsx-writer';

export const bufferedXlsxWriter: XlsxWriter = async (files, key, layout, pages) => {
  const excelJs = await loadExcelJs();
  const workbook = new excelJs.Workbook();
  const sheet = workbook.addWorksheet(sheetNameOf(layout.sheetName), layout.freezeHeader ? { views: [{ state: 'frozen', ySplit: 1 }] } : {});
  sheet.columns = layout.widths.map((width) => ({ width }));
  addXlsxRow(
    sheet,
    layout.header.map((text) => toXlsxCell(text)),
  );
  let rows = 0;
  for await (const page of pages) {
    for (const row of page) addXlsxRow(sheet, row);
    rows += page.length;
  }
  const bytes = await workbook.xlsx.writeBuffer({ useSharedStrings: false, useStyles: true });
  await files.write(key, new Uint8Array(bytes));
  return { rows };
};

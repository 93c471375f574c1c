/**
 * How a legacy .xls (BIFF) is read with SheetJS (@e965/xlsx), as source text, so that one reading runs both in a
 * worker thread in Node (xls-rows.ts: `new Worker(code, { eval: true })` needs no file of its own, so it runs the
 * same under tsx, Vitest and the esbuild bundle, which does not copy worker files) and in the page's own thread for
 * the BFF in a page (xls-inline-rows.ts). SheetJS's path comes in workerData, resolved by the parent, so the worker
 * finds the package wherever node_modules is.
 *
 * `readXlsSheet(XLSX, bytes, maxRows, type)` (type: SheetJS's 'buffer' for a Node Buffer, 'array' for a
 * Uint8Array) answers `{ date1904, rows, facts }`; a row is `{ row, cells }` (and `hidden: true` when a ROW record
 * hides it), a number cell whose format is not General is `{ number, format }` for the parent to tell dates apart by
 * the same rule as .xlsx, and `facts` are the sheet's name and hidden columns (COLINFO, which SheetJS reads with
 * cellStyles only). The worker posts `{ kind: 'rows', batch: { date1904, rows } }` batches, then
 * `{ kind: 'done', facts }`, or `{ kind: 'failed', code, reason }`
 * (worker-batches.ts; it reads the whole sheet at once, so the parent's `more` for each batch is not waited for).
 */
export const XLS_SHEET_READER = String.raw`function readXlsSheet(XLSX, bytes, maxRows, type) {
  const ERROR_TEXTS = { 0: '#NULL!', 7: '#DIV/0!', 15: '#VALUE!', 23: '#REF!', 29: '#NAME?', 36: '#NUM!', 42: '#N/A' };

  function readFirstSheet(sheetRows) {
    const book = XLSX.read(bytes, {
      type, dense: true, sheets: 0, sheetRows, cellFormula: false, cellHTML: false, cellStyles: true,
      bookVBA: false, cellDates: false, cellNF: true, cellText: false, bookDeps: false, bookFiles: false,
    });
    const name = book.SheetNames[0];
    const date1904 = Boolean(book.Workbook && book.Workbook.WBProps && book.Workbook.WBProps.date1904);
    return { sheet: name === undefined ? undefined : book.Sheets[name], name: name === undefined ? '' : String(name), date1904 };
  }

  function cellValue(cell) {
    if (!cell) return null;
    switch (cell.t) {
      case 's': return cell.v === undefined || cell.v === null ? null : String(cell.v);
      case 'b': return Boolean(cell.v);
      case 'e': return ERROR_TEXTS[cell.v] || '#ERROR!';
      case 'n':
        if (typeof cell.v !== 'number' || !Number.isFinite(cell.v)) return null;
        return cell.z && cell.z !== 'General' ? { number: cell.v, format: String(cell.z) } : cell.v;
      case 'd': return cell.v instanceof Date ? cell.v.toISOString().slice(0, 19) : null;
      default: return null;
    }
  }

  const isBlank = (value) => value === null || (typeof value === 'string' && value.trim() === '');

  function hiddenColumnsOf(sheet) {
    const columns = (sheet && sheet['!cols']) || [];
    const hidden = [];
    for (let column = 0; column < columns.length; column += 1) if (columns[column] && columns[column].hidden) hidden.push(column);
    return hidden;
  }

  function rowsOf(sheet) {
    const rows = [];
    const data = (sheet && sheet['!data']) || [];
    const rowInfo = (sheet && sheet['!rows']) || [];
    for (let index = 0; index < data.length; index += 1) {
      const source = data[index];
      if (!source) continue;
      const cells = [];
      for (let column = 0; column < source.length; column += 1) {
        const value = cellValue(source[column]);
        if (isBlank(value)) continue;
        while (cells.length < column) cells.push(null);
        cells[column] = value;
      }
      if (cells.length > 0) rows.push(rowInfo[index] && rowInfo[index].hidden ? { row: index + 1, cells, hidden: true } : { row: index + 1, cells });
    }
    return rows;
  }

  let read = readFirstSheet(maxRows + 2);
  if (!read.sheet) throw new Error('the workbook holds no sheet');
  let rows = rowsOf(read.sheet);
  const truncated = read.sheet['!fullref'] && read.sheet['!fullref'] !== read.sheet['!ref'];
  // Empty rows may have hidden data rows beyond the first maxRows + 2: read the whole sheet to know.
  if (truncated && rows.length <= maxRows + 1) {
    read = readFirstSheet(0);
    rows = rowsOf(read.sheet);
  }
  return { date1904: read.date1904, rows, facts: { name: read.name, hiddenColumns: hiddenColumnsOf(read.sheet) } };
}`;

export const XLS_WORKER_SOURCE = String.raw`
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
${XLS_SHEET_READER}
const { xlsxPath, bytes, maxRows, batchRows } = workerData;
try {
  // SheetJS reads a Buffer faster than a plain Uint8Array (workerData carries it as the latter).
  const { date1904, rows, facts } = readXlsSheet(require(xlsxPath), Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), maxRows, 'buffer');
  for (let start = 0; start < rows.length; start += batchRows) {
    parentPort.postMessage({ kind: 'rows', batch: { date1904, rows: rows.slice(start, start + batchRows) } });
  }
  parentPort.postMessage({ kind: 'done', facts });
} catch (error) {
  const reason = error && error.message ? String(error.message) : String(error);
  parentPort.postMessage({ kind: 'failed', code: 'workbookUnreadable', reason: 'the .xls cannot be read (' + reason + ')' });
}
`;

/**
 * Import templates as .xlsx: the kind's header row (English headers; Turkish ones are read too) and a Guide sheet.
 * The product/variant template is one category's: its attributes become columns (mandatory ones marked with *), and
 * the guide lists the category, the values list attributes take, the company's brands and the tax classes.
 */
import type ExcelJS from 'exceljs';
import type { ImportTemplateAnswer } from '@contract/downstream/catalog-imports';
import type { ImportColumn } from '@contract/imports/import-columns';
import type { ImportLimits } from '@contract/imports/import.types';
import { loadExcelJs } from '../../lib/xlsx/load-exceljs';
import { toXlsxCell } from '../../lib/xlsx/xlsx-writer';

async function newWorkbook(): Promise<ExcelJS.Workbook> {
  return new (await loadExcelJs()).Workbook();
}

function headerSheet(workbook: ExcelJS.Workbook, headers: readonly string[]): void {
  const sheet = workbook.addWorksheet('Import');
  sheet.columns = headers.map((header) => ({ header, width: Math.max(12, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

function guideSheet(workbook: ExcelJS.Workbook, lines: readonly (readonly (string | number)[])[]): void {
  const sheet = workbook.addWorksheet('Guide');
  sheet.columns = [{ width: 34 }, { width: 90 }];
  for (const line of lines) sheet.addRow(line.map((value) => toXlsxCell(value)));
  sheet.getColumn(1).font = { bold: true };
}

export async function simpleTemplate(columns: readonly ImportColumn[], limits: ImportLimits, notes: readonly string[]): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  headerSheet(
    workbook,
    columns.map((column) => column.header),
  );
  guideSheet(workbook, [
    ['Columns', columns.map((column) => column.header).join(', ')],
    ['Rows per file', limits.maxRows],
    ['File size', `${Math.floor(limits.maxFileBytes / (1024 * 1024))} MB, .xlsx or .xls`],
    ...notes.map((note) => ['Note', note]),
  ]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export async function productVariantTemplate(columns: readonly ImportColumn[], template: ImportTemplateAnswer, limits: ImportLimits): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  const attributeHeaders = template.attributes.map((attribute) => (attribute.mandatory ? `${attribute.name} *` : attribute.name));
  headerSheet(workbook, [...columns.map((column) => column.header), ...attributeHeaders]);
  guideSheet(workbook, [
    ['Category ID', template.category.id],
    ['Category', template.category.path],
    ['Rows', 'One row per variant. Rows with the same SPU make one product; a known SKU updates its variant.'],
    ['Rows per file', limits.maxRows],
    ['Brands', template.brands.join(', ')],
    ['Tax classes', template.taxClasses.join(', ')],
    ...template.attributes.map((attribute) => [
      `${attribute.name}${attribute.mandatory ? ' *' : ''}`,
      attribute.values.length ? attribute.values.join(', ') : attribute.type,
    ]),
  ]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

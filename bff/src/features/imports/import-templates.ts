/**
 * Import templates as .xlsx, in the seller's language: the kind's header row (Turkish headers for Turkish, which the
 * importer reads back) and a Guide sheet: each column's meaning, unit, allowed values, format and example, an example
 * row, and the limits as this BFF is configured. The product/variant template is one category's: its attributes become
 * columns (mandatory ones marked with *), and the guide lists the category, the values list attributes take, the
 * company's brands and the tax classes.
 */
import type ExcelJS from 'exceljs';
import type { ImportTemplateAnswer } from '@contract/downstream/catalog-imports';
import { COLUMN_GUIDES, exampleIn, type ColumnGuide, type GuideText } from '@contract/imports/column-guide';
import { headerIn, type ImportColumn } from '@contract/imports/import-columns';
import type { ImportLimits } from '@contract/imports/import.types';
import { CLEAR_MARKER } from '@contract/imports/optional-cells';
import { CLEARABLE_KEYS, type ProductVariantKey } from '@contract/imports/product-variant.rules';
import { loadExcelJs } from '../../lib/xlsx/load-exceljs';
import { toXlsxCell } from '../../lib/xlsx/xlsx-writer';
import { translateKey, type ReasonLanguage } from './reason-text';

type Line = readonly (string | number)[];

async function newWorkbook(): Promise<ExcelJS.Workbook> {
  return new (await loadExcelJs()).Workbook();
}

function headerSheet(workbook: ExcelJS.Workbook, name: string, headers: readonly string[]): void {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = headers.map((header) => ({ header, width: Math.max(12, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

function guideSheet(workbook: ExcelJS.Workbook, name: string, lines: readonly Line[], boldRows: readonly number[]): void {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [{ width: 30 }, { width: 60 }, { width: 14 }, { width: 50 }, { width: 30 }, { width: 34 }];
  for (const line of lines) sheet.addRow(line.map((value) => toXlsxCell(value)));
  sheet.getColumn(1).font = { bold: true };
  for (const row of boldRows) sheet.getRow(row).font = { bold: true };
}

/** The Guide sheet's lines, in the template's language. */
class GuideLines {
  readonly lines: Line[] = [];
  readonly boldRows: number[] = [];
  constructor(readonly language: ReasonLanguage) {}

  t = (key: string, params?: Readonly<Record<string, string | number>>) => translateKey(this.language, `imports.guide.${key}`, params);
  text = (text: GuideText) => translateKey(this.language, text.key, text.params);

  add(...lines: Line[]): this {
    this.lines.push(...lines);
    return this;
  }
  heading(line: Line): this {
    this.lines.push(line);
    this.boldRows.push(this.lines.length);
    return this;
  }

  columns(columns: readonly ImportColumn<string>[], guides: Readonly<Record<string, ColumnGuide>> = COLUMN_GUIDES): this {
    const headings = ['column', 'meaning', 'unit', 'allowed', 'format', 'example'].map((key) => this.t(`headings.${key}`));
    this.heading(headings);
    for (const column of columns) {
      const key = column.key as ProductVariantKey;
      const guide = guides[key]!;
      const unit = guide.unit ? this.t(`units.${guide.unit}`) : '';
      const required = column.required ? '' : ` ${CLEARABLE_KEYS.has(key) ? this.t('clearable', { marker: CLEAR_MARKER }) : this.t('optional')}`;
      this.add([
        headerIn(column, this.language),
        this.t(`columns.${column.key}`) + required,
        unit,
        this.text(guide.allowed),
        this.t(`formats.${guide.format}`),
        exampleIn(guide, this.language),
      ]);
    }
    return this;
  }

  exampleRow(headers: readonly string[], values: readonly (string | number)[]): this {
    return this.add([])
      .heading([this.t('exampleRow')])
      .heading(headers)
      .add(values);
  }

  limits(limits: ImportLimits, productVariant: boolean): this {
    this.add([]).heading([this.t('limits.title')]);
    this.add(
      [this.t('limits.rows'), limits.maxRows],
      [this.t('limits.fileSize'), this.t('limits.fileSizeValue', { mb: Math.floor(limits.maxFileBytes / (1024 * 1024)) })],
    );
    this.add(
      [this.t('limits.productPrice'), this.t('limits.productPriceValue', { max: limits.maxProductPriceUsd, vat: limits.vatPercent })],
      [this.t('limits.priceRise'), this.t('limits.priceRiseValue', { multiple: limits.maxPriceRiseMultiple })],
      [this.t('limits.priceDrop'), this.t('limits.priceDropValue', { percent: limits.maxPriceDropPercent })],
      [this.t('limits.dailyPrices'), this.t('limits.dailyPricesValue', { multiple: limits.dailyPriceUpdateMultiple })],
    );
    if (productVariant) {
      this.add([this.t('limits.measures'), this.t('limits.measuresValue', { times: limits.measureUpdatesPerDay, multiple: limits.maxMeasureMultiple })]);
    }
    return this;
  }
}

export interface SimpleTemplateInput {
  columns: readonly ImportColumn<string>[];
  limits: ImportLimits;
  language: ReasonLanguage;
  /** imports.guide.notes.* keys. */
  notes: readonly string[];
  /** Whether the kind sets prices (the guide shows the price limits). */
  prices: boolean;
  /** The columns' guides, when they are not the catalogue's (contract/imports/column-guide.ts). */
  guides?: Readonly<Record<string, ColumnGuide>>;
}

export async function simpleTemplate({ columns, limits, language, notes, prices, guides = COLUMN_GUIDES }: SimpleTemplateInput): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  const guide = new GuideLines(language);
  const headers = columns.map((column) => headerIn(column, language));
  headerSheet(workbook, guide.t('sheets.import'), headers);
  guide.columns(columns, guides).exampleRow(
    headers,
    columns.map((column) => exampleIn(guides[column.key]!, language)),
  );
  if (prices) guide.limits(limits, false);
  else
    guide
      .add([])
      .heading([guide.t('limits.title')])
      .add([guide.t('limits.rows'), limits.maxRows]);
  guide.add([]).add(...notes.map((note) => [guide.t('note'), guide.t(`notes.${note}`)]));
  guideSheet(workbook, guide.t('sheets.guide'), guide.lines, guide.boldRows);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export async function productVariantTemplate(
  columns: readonly ImportColumn<string>[],
  template: ImportTemplateAnswer,
  limits: ImportLimits,
  language: ReasonLanguage,
): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  const guide = new GuideLines(language);
  const attributes = template.attributes.map((attribute) => ({
    ...attribute,
    header: language === 'tr' && attribute.tr ? attribute.tr.name : attribute.name,
    values: language === 'tr' && attribute.tr ? attribute.tr.values : attribute.values,
  }));
  const attributeHeaders = attributes.map((attribute) => (attribute.mandatory ? `${attribute.header} *` : attribute.header));
  const headers = [...columns.map((column) => headerIn(column, language)), ...attributeHeaders];
  headerSheet(workbook, guide.t('sheets.import'), headers);
  const marker = { marker: CLEAR_MARKER };
  guide.add(
    [guide.t('category.id'), template.category.id],
    [guide.t('category.path'), language === 'tr' && template.category.tr ? template.category.tr.path : template.category.path],
    [guide.t('category.rows'), guide.t('notes.productRows')],
    ...['emptyKeeps', 'clearMarker', 'images'].map((note) => [guide.t('note'), guide.t(`notes.${note}`, marker)]),
    [],
  );
  guide.columns(columns);
  for (const attribute of attributes) {
    const allowed = attribute.values.length ? attribute.values.join(', ') : guide.t(`attributeTypes.${attribute.type}`);
    guide.add([
      `${attribute.header}${attribute.mandatory ? ' *' : ''}`,
      guide.t(attribute.mandatory ? 'attributeMandatory' : 'attributeOptional', marker),
      '',
      allowed,
      '',
      attribute.values[0] ?? '',
    ]);
  }
  const fromTemplate: Partial<Record<string, string | number>> = {
    categoryId: template.category.id,
    brandName: template.brands[0],
    taxClass: template.taxClasses[0],
  };
  const example = columns.map((column) => fromTemplate[column.key] ?? exampleIn(COLUMN_GUIDES[column.key as ProductVariantKey], language));
  guide.exampleRow(headers, [...example, ...attributes.map((attribute) => attribute.values[0] ?? '')]);
  guide.add([]).add([guide.t('brands'), template.brands.join(', ')], [guide.t('taxClasses'), template.taxClasses.join(', ')]);
  guide.limits(limits, true);
  guideSheet(workbook, guide.t('sheets.guide'), guide.lines, guide.boldRows);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

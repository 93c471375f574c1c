/**
 * Reads an .xlsx's first worksheet from its bytes: the workbook and its relationships say which part that is, the
 * shared strings and styles are read whole (they are needed for every cell), then the sheet streams in batches.
 * Every part unpacks against one budget.
 */
import { checkZipDirectory, DEFAULT_MAX_ENTRIES, WORKBOOK_PART, type WorkbookLimits } from './check-workbook';
import type { SheetFacts, SheetRow } from './sheet-row';
import { DEFAULT_MAX_UNZIPPED_BYTES, SpreadsheetError } from './workbook-format';
import { readDateStyles, readRelationships, readSharedStrings, readWorkbookInfo, relationshipsPartOf, type Relationship } from './xlsx-parts';
import { readSheetXml } from './xlsx-sheet';
import { readZipDirectory } from './zip-directory';
import { UnpackBudget, unpackEntry } from './zip-entry';

/** Reads the first worksheet of an .xlsx's bytes, in batches, then answers what it saw of the sheet; throws SpreadsheetError. */
export type XlsxReader = (file: Uint8Array, limits: WorkbookLimits) => AsyncGenerator<SheetRow[], SheetFacts>;

export async function* readXlsxRows(file: Uint8Array, limits: WorkbookLimits = {}): AsyncGenerator<SheetRow[], SheetFacts> {
  const parts = checkZipDirectory(readZipDirectory(file, limits.maxEntries ?? DEFAULT_MAX_ENTRIES), limits);
  const budget = new UnpackBudget(limits.maxUnzippedBytes ?? DEFAULT_MAX_UNZIPPED_BYTES);
  const has = (partName: string) => parts.has(partName.toLowerCase());
  const chunksOf = (partName: string) => {
    const entry = parts.get(partName.toLowerCase());
    if (!entry) throw new SpreadsheetError('workbookUnreadable', `the workbook lacks ${partName}`);
    return unpackEntry(file, entry, budget);
  };

  const workbook = await readWorkbookInfo(WORKBOOK_PART, chunksOf(WORKBOOK_PART));
  const relationships = await readRelationships(WORKBOOK_PART, chunksOf(relationshipsPartOf(WORKBOOK_PART)));
  const byId = new Map(relationships.map((relationship) => [relationship.id, relationship]));
  const sheet = workbook.sheetIds.map((id) => byId.get(id)).find((found): found is Relationship => found?.kind === 'worksheet');
  if (!sheet) throw new SpreadsheetError('workbookUnreadable', 'the workbook has no worksheet');
  const partOfKind = (kind: string) => relationships.find((relationship) => relationship.kind === kind && has(relationship.partName))?.partName;

  const stringsPart = partOfKind('sharedStrings');
  const sharedStrings = stringsPart ? await readSharedStrings(stringsPart, chunksOf(stringsPart)) : [];
  const stylesPart = partOfKind('styles');
  const dateStyles = stylesPart ? await readDateStyles(stylesPart, chunksOf(stylesPart)) : [];

  const context = { sharedStrings, dateStyles, date1904: workbook.date1904 };
  const hiddenColumns = yield* readSheetXml(sheet.partName, chunksOf(sheet.partName), context);
  return { name: workbook.sheetNames.get(sheet.id) ?? '', hiddenColumns };
}

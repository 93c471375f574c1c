import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSheetRows } from './read-rows';
import { buildXlsx, xml } from './workbook-fixtures';

const ROWS = 20_000;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tezgah-read-rows-loop-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readSheetRows in Node leaves the event loop free', () => {
  it('runs an immediate set when the first row comes before the last row comes, even for a stored (not deflated) .xlsx', async () => {
    const rows = Array.from(
      { length: ROWS + 1 },
      (_, index) => `<row r="${index + 1}"><c t="inlineStr"><is><t>SKU-${index}</t></is></c><c><v>${index}.5</v></c><c><v>${index % 500}</v></c></row>`,
    ).join('');
    const path = join(dir, 'stored.xlsx');
    await writeFile(path, buildXlsx({ sheet: xml.sheet(rows), stored: true }));

    const events: string[] = [];
    let read = 0;
    for await (const row of readSheetRows(path, 'xlsx', { maxRows: ROWS })) {
      if (read === 0) setImmediate(() => events.push(`immediate after ${read} rows`));
      read += 1;
      if (read === ROWS + 1) events.push(`last row ${row.row}`);
    }

    expect(read).toBe(ROWS + 1);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatch(/^immediate after \d+ rows$/);
    expect(events[1]).toBe(`last row ${ROWS + 1}`);
  });
});

/**
 * A minimal reader of a compound file's (an .xls's container) header, sector table and directory: enough to tell a
 * workbook (a `Workbook` or `Book` stream) from another Office document or an encrypted .xlsx, in milliseconds.
 */
import { LittleEndian } from './little-endian';
import { SpreadsheetError } from './workbook-format';

const HEADER_BYTES = 512;
const HEADER_DIFAT_SLOTS = 109;
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM = 2;

const unreadable = (reason: string) => new SpreadsheetError('workbookUnreadable', reason);

interface Layout {
  file: LittleEndian;
  sectorBytes: number;
  sectorCount: number;
}

function sectorStart(layout: Layout, sector: number): number {
  if (sector >= layout.sectorCount) throw unreadable(`sector ${sector} lies past the end of the file (truncated?)`);
  return (sector + 1) * layout.sectorBytes;
}

function readLayout(file: LittleEndian): Layout {
  if (file.length < HEADER_BYTES) throw unreadable('the compound file header is truncated');
  const major = file.u16(26);
  const sectorShift = file.u16(30);
  const valid = file.u16(28) === 0xfffe && ((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12));
  if (!valid) throw unreadable('the compound file header is not valid');
  const sectorBytes = 1 << sectorShift;
  return { file, sectorBytes, sectorCount: Math.ceil((file.length - sectorBytes) / sectorBytes) };
}

/** The sector allocation table: the sectors the header and the DIFAT chain list, concatenated. */
function readAllocationTable(layout: Layout): Uint32Array {
  const { file, sectorBytes, sectorCount } = layout;
  const fatSectors: number[] = [];
  const fatSectorCount = file.u32(44);
  if (fatSectorCount > sectorCount) throw unreadable('the compound file lists more table sectors than it holds');
  for (let slot = 0; slot < HEADER_DIFAT_SLOTS && fatSectors.length < fatSectorCount; slot += 1) fatSectors.push(file.u32(76 + slot * 4));
  const perDifatSector = sectorBytes / 4 - 1;
  for (let difat = file.u32(68), hops = 0; fatSectors.length < fatSectorCount && difat !== END_OF_CHAIN; hops += 1) {
    if (hops > sectorCount) throw unreadable('the compound file DIFAT chain loops');
    const start = sectorStart(layout, difat);
    for (let slot = 0; slot < perDifatSector && fatSectors.length < fatSectorCount; slot += 1) fatSectors.push(file.u32(start + slot * 4));
    difat = file.u32(start + perDifatSector * 4);
  }
  const table = new Uint32Array(fatSectors.length * (sectorBytes / 4));
  fatSectors.forEach((sector, index) => {
    const start = sectorStart(layout, sector);
    for (let slot = 0; slot < sectorBytes / 4; slot += 1) table[index * (sectorBytes / 4) + slot] = file.u32(start + slot * 4);
  });
  return table;
}

/** The names of the streams in the compound file's directory. */
export function compoundFileStreamNames(bytes: Uint8Array): string[] {
  const file = new LittleEndian(bytes);
  try {
    const layout = readLayout(file);
    const table = readAllocationTable(layout);
    const names: string[] = [];
    for (let sector = file.u32(48), hops = 0; sector !== END_OF_CHAIN; hops += 1) {
      if (hops > layout.sectorCount || sector === FREE_SECTOR) throw unreadable('the compound file directory chain is broken');
      const start = sectorStart(layout, sector);
      for (let at = start; at < start + layout.sectorBytes; at += DIRECTORY_ENTRY_BYTES) {
        const nameBytes = Math.min(file.u16(at + 64), 64);
        if (bytes[at + 66] === STREAM && nameBytes >= 2) names.push(file.text('utf-16le', at, at + nameBytes - 2));
      }
      const next = table[sector];
      if (next === undefined) throw unreadable('the compound file directory chain leaves the sector table');
      sector = next;
    }
    return names;
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw unreadable(`damaged compound file (${error instanceof Error ? error.message : String(error)})`);
  }
}

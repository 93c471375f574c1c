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

export interface CompoundStream {
  name: string;
  startSector: number;
  size: number;
}

const MINI_STREAM_CUTOFF = 4096;
const MINI_SECTOR_BYTES = 64;

function guarded<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw unreadable(`damaged compound file (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** The sectors of a chain, in order, at most `limit` of them. */
function chain(layout: Layout, table: Uint32Array, first: number, limit = layout.sectorCount + 1): number[] {
  const sectors: number[] = [];
  for (let sector = first; sector !== END_OF_CHAIN && sectors.length < limit;) {
    if (sectors.length > layout.sectorCount || sector === FREE_SECTOR) throw unreadable('a compound file chain is broken');
    sectors.push(sector);
    const next = table[sector];
    if (next === undefined) throw unreadable('a compound file chain leaves the sector table');
    sector = next;
  }
  return sectors;
}

interface Directory {
  layout: Layout;
  table: Uint32Array;
  /** The root entry's stream: where streams under the cutoff live, in 64-byte mini sectors. */
  root: CompoundStream;
  streams: CompoundStream[];
}

function readDirectory(bytes: Uint8Array): Directory {
  const file = new LittleEndian(bytes);
  const layout = readLayout(file);
  const table = readAllocationTable(layout);
  const entries: (CompoundStream & { type: number })[] = [];
  for (const sector of chain(layout, table, file.u32(48))) {
    const start = sectorStart(layout, sector);
    for (let at = start; at < start + layout.sectorBytes; at += DIRECTORY_ENTRY_BYTES) {
      const nameBytes = Math.min(file.u16(at + 64), 64);
      const name = nameBytes >= 2 ? file.text('utf-16le', at, at + nameBytes - 2) : '';
      entries.push({ name, type: bytes[at + 66] ?? 0, startSector: file.u32(at + 116), size: file.u32(at + 120) });
    }
  }
  const root = entries[0];
  if (!root) throw unreadable('the compound file has no root entry');
  return { layout, table, root, streams: entries.filter((entry) => entry.type === STREAM && entry.name !== '') };
}

/** The names of the streams in the compound file's directory. */
export function compoundFileStreamNames(bytes: Uint8Array): string[] {
  return guarded(() => readDirectory(bytes).streams.map((stream) => stream.name));
}

/** The first `count` bytes (at most) of the named stream (case-insensitive), or null when there is no such stream. */
export function compoundStreamHead(bytes: Uint8Array, streamName: string, count: number): Uint8Array | null {
  return guarded(() => {
    const { layout, table, root, streams } = readDirectory(bytes);
    const stream = streams.find((candidate) => candidate.name.toLowerCase() === streamName.toLowerCase());
    if (!stream) return null;
    const wanted = Math.min(count, stream.size);
    const parts: Uint8Array[] = [];
    if (stream.size >= MINI_STREAM_CUTOFF) {
      for (const sector of chain(layout, table, stream.startSector, Math.ceil(wanted / layout.sectorBytes))) {
        const start = sectorStart(layout, sector);
        parts.push(bytes.subarray(start, start + layout.sectorBytes));
      }
    } else {
      const miniTable = chain(layout, table, layout.file.u32(60)).flatMap((sector) => {
        const start = sectorStart(layout, sector);
        return Array.from({ length: layout.sectorBytes / 4 }, (_, slot) => layout.file.u32(start + slot * 4));
      });
      const rootSectors = chain(layout, table, root.startSector);
      const perSector = layout.sectorBytes / MINI_SECTOR_BYTES;
      for (let mini = stream.startSector, read = 0; read < wanted && mini !== END_OF_CHAIN; read += MINI_SECTOR_BYTES) {
        const host = rootSectors[Math.floor(mini / perSector)];
        if (host === undefined) throw unreadable('a mini stream sector lies outside the root stream');
        const start = sectorStart(layout, host) + (mini % perSector) * MINI_SECTOR_BYTES;
        parts.push(bytes.subarray(start, start + MINI_SECTOR_BYTES));
        mini = miniTable[mini] ?? END_OF_CHAIN;
      }
    }
    const head = new Uint8Array(wanted);
    let at = 0;
    for (const part of parts) {
      head.set(part.subarray(0, Math.max(0, wanted - at)), at);
      at += part.length;
    }
    return head;
  });
}

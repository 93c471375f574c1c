import { buildZip } from './workbook-fixtures';
import { entriesByName, readZipDirectory, type ZipEntry } from './zip-directory';
import { UnpackBudget, unpackEntry } from './zip-entry';

async function unpacked(zip: Buffer, entry: ZipEntry, budget = new UnpackBudget(1 << 30)): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of unpackEntry(zip, entry, budget)) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
}

/** The same zip with its end record pointing through a zip64 record, and the first entry's sizes in a zip64 extra field. */
function asZip64(zip: Buffer): Buffer {
  const end = zip.length - 22;
  const directoryOffset = zip.readUInt32LE(end + 16);
  const first = zip.subarray(directoryOffset, directoryOffset + 46);
  const nameLength = first.readUInt16LE(28);
  const extra = Buffer.alloc(20);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(16, 2);
  extra.writeBigUInt64LE(BigInt(first.readUInt32LE(24)), 4);
  extra.writeBigUInt64LE(BigInt(first.readUInt32LE(20)), 12);
  const patched = Buffer.from(first);
  patched.writeUInt32LE(0xffffffff, 20);
  patched.writeUInt32LE(0xffffffff, 24);
  patched.writeUInt16LE(extra.length, 30);
  const directory = Buffer.concat([
    patched,
    zip.subarray(directoryOffset + 46, directoryOffset + 46 + nameLength),
    extra,
    zip.subarray(directoryOffset + 46 + nameLength, end),
  ]);
  const entryCount = zip.readUInt16LE(end + 10);
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeBigUInt64LE(BigInt(entryCount), 24);
  record.writeBigUInt64LE(BigInt(entryCount), 32);
  record.writeBigUInt64LE(BigInt(directory.length), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directory.length), 8);
  const endRecord = Buffer.alloc(22);
  endRecord.writeUInt32LE(0x06054b50, 0);
  endRecord.writeUInt16LE(0xffff, 8);
  endRecord.writeUInt16LE(0xffff, 10);
  endRecord.writeUInt32LE(0xffffffff, 12);
  endRecord.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([zip.subarray(0, directoryOffset), directory, record, locator, endRecord]);
}

describe('readZipDirectory', () => {
  const zip = buildZip([
    { name: 'a.xml', data: 'alpha '.repeat(100) },
    { name: 'Dir/B.xml', data: 'beta' },
  ]);

  it('lists entries with their declared sizes and finds them whatever the case', () => {
    const entries = readZipDirectory(zip, 10);
    expect(entries.map((entry) => [entry.name, entry.method, entry.uncompressedSize])).toEqual([
      ['a.xml', 8, 600],
      ['Dir/B.xml', 8, 4],
    ]);
    expect(entriesByName(entries).get('dir/b.xml')?.name).toBe('Dir/B.xml');
  });

  it('reads zip64 end records and extra fields', async () => {
    const entries = readZipDirectory(asZip64(zip), 10);
    expect(entries.map((entry) => [entry.name, entry.uncompressedSize])).toEqual([
      ['a.xml', 600],
      ['Dir/B.xml', 4],
    ]);
    expect(await unpacked(asZip64(zip), entries[0]!)).toBe('alpha '.repeat(100));
  });

  it('refuses too many entries before reading them, and a damaged directory', () => {
    expect(() => readZipDirectory(zip, 1)).toThrow(expect.objectContaining({ code: 'workbookUnsafe' }));
    const damaged = Buffer.from(zip);
    damaged.writeUInt32LE(0, damaged.readUInt32LE(damaged.length - 6));
    expect(() => readZipDirectory(damaged, 10)).toThrow(expect.objectContaining({ code: 'workbookUnreadable' }));
    expect(() => readZipDirectory(Buffer.from('PK\u0003\u0004'), 10)).toThrow(expect.objectContaining({ code: 'workbookUnreadable' }));
  });
});

describe('unpackEntry', () => {
  it('unpacks deflated and stored entries', async () => {
    const zip = buildZip([{ name: 'a.xml', data: '<a>text</a>' }]);
    const [entry] = readZipDirectory(zip, 10);
    expect(await unpacked(zip, entry!)).toBe('<a>text</a>');
    const stored = Buffer.from(zip);
    const storedEntry = { ...entry!, method: 0, compressedSize: 11 };
    const dataStart = 30 + 5;
    Buffer.from('<b>text</b>').copy(stored, dataStart);
    expect(await unpacked(stored, storedEntry)).toBe('<b>text</b>');
  });

  it('counts every part against one budget', async () => {
    const zip = buildZip([
      { name: 'a', data: 'x'.repeat(3000) },
      { name: 'b', data: 'y'.repeat(3000) },
    ]);
    const [first, second] = readZipDirectory(zip, 10);
    const budget = new UnpackBudget(5000);
    await unpacked(zip, first!, budget);
    expect(budget.remaining).toBe(2000);
    await expect(unpacked(zip, second!, budget)).rejects.toMatchObject({ code: 'workbookUnsafe' });
  });

  it('refuses encrypted entries, unknown methods, bad data and a size that differs from the declared one', async () => {
    const zip = buildZip([{ name: 'a', data: 'hello world' }]);
    const [entry] = readZipDirectory(zip, 10);
    await expect(unpacked(zip, { ...entry!, encrypted: true })).rejects.toMatchObject({ code: 'workbookUnreadable' });
    await expect(unpacked(zip, { ...entry!, method: 12 })).rejects.toMatchObject({ code: 'workbookUnreadable' });
    await expect(unpacked(zip, { ...entry!, uncompressedSize: 20 })).rejects.toMatchObject({
      code: 'workbookUnreadable',
      message: expect.stringContaining('unpacked to 11'),
    });
    await expect(unpacked(zip, { ...entry!, uncompressedSize: 5 })).rejects.toMatchObject({ code: 'workbookUnsafe' });
    const garbage = buildZip([{ name: 'a', data: 'hello world', deflated: Buffer.from([0xff, 0xff, 0xff, 0xff]) }]);
    await expect(unpacked(garbage, readZipDirectory(garbage, 10)[0]!)).rejects.toMatchObject({ code: 'workbookUnreadable' });
  });
});

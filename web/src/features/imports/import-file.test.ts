import { DEFAULT_IMPORT_LIMITS, IMPORT_FILE_MAX_BYTES, type ImportSettingsAnswer } from '@contract/imports/import.types';
import { IMPORT_ACCEPT, limitLines, megabytes, workbookProblemOf } from './import-file';

const ZIP_HEAD = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00];
const CFB_HEAD = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const fileOf = (name: string, bytes: number[]) => new File([new Uint8Array(bytes)], name);

describe('workbookProblemOf', () => {
  it('takes an .xlsx that is a zip and an .xls that is a compound file', async () => {
    await expect(workbookProblemOf(fileOf('prices.xlsx', ZIP_HEAD), IMPORT_FILE_MAX_BYTES)).resolves.toBeNull();
    await expect(workbookProblemOf(fileOf('PRICES.XLS', CFB_HEAD), IMPORT_FILE_MAX_BYTES)).resolves.toBeNull();
  });

  it('says why: the name, then the size, then the first bytes', async () => {
    await expect(workbookProblemOf(fileOf('prices.csv', ZIP_HEAD), IMPORT_FILE_MAX_BYTES)).resolves.toBe('unsupportedFile');
    await expect(workbookProblemOf(fileOf('prices.xlsx', ZIP_HEAD), 4)).resolves.toBe('fileTooLarge');
    await expect(
      workbookProblemOf(
        fileOf(
          'prices.xlsx',
          [...'SKU;Price\n'].map((c) => c.charCodeAt(0)),
        ),
        IMPORT_FILE_MAX_BYTES,
      ),
    ).resolves.toBe('notAWorkbook');
  });
});

describe('the limits shown', () => {
  const settings: ImportSettingsAnswer = { state: 'allowed', limits: DEFAULT_IMPORT_LIMITS, dailyPriceUpdatesLeft: 1234 };

  it('accepts the two Excel extensions and shows 9 MB as a whole number', () => {
    expect(IMPORT_ACCEPT).toBe('.xlsx,.xls');
    expect(megabytes(IMPORT_FILE_MAX_BYTES)).toBe(9);
    expect(megabytes(1.5 * 1024 * 1024 + 7)).toBe(1.5);
  });

  it('gives stock/price the §5 price limits and the allowance left, product/variant the measures too, fulfillment day neither', () => {
    const keys = (kind: Parameters<typeof limitLines>[0]) => limitLines(kind, settings).map((line) => line.key.replace('imports.limits.', ''));
    expect(keys('stockPrice')).toEqual(['fileSize', 'rows', 'maxPrice', 'priceRise', 'priceDrop', 'dailyLeft', 'batch']);
    expect(keys('productVariant')).toEqual(['fileSize', 'rows', 'maxPrice', 'priceRise', 'priceDrop', 'dailyLeft', 'measures', 'batch']);
    expect(keys('fulfillmentDay')).toEqual(['fileSize', 'rows', 'batch']);
    const stock = limitLines('stockPrice', settings);
    expect(stock.find((line) => line.key === 'imports.limits.maxPrice')?.values).toEqual({ amount: { kind: 'usd', value: 10_000 } });
    expect(stock.find((line) => line.key === 'imports.limits.dailyLeft')?.values.count).toEqual({ kind: 'number', value: 1234 });
  });
});

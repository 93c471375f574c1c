import ExcelJS from 'exceljs';
import { API } from '@contract/api/paths';
import type { PackageListAnswer } from '@contract/packages/package.api';
import { PACKAGE_ROUTES } from '@contract/packages/package.routes';
import en from '@locales/en.json';
import tr from '@locales/tr.json';
import { exportedSheet, wallClockOf } from '../../lib/jobs/export-test-support';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';

const exportDir = tempDirPerFile('tezgah-package-export-');
let h: Harness;
harnessPerFile(
  (harness) => {
    h = harness;
  },
  { env: { EXPORT_DIR: exportDir } },
);

describe('packages export', () => {
  it.each([
    [
      'en',
      en,
      { id: 'Package ID', channel: 'Channel', status: 'Status', label: 'Label', created: 'Created', total: 'Total product price' },
      'dd/mm/yyyy hh:mm',
    ],
    ['tr', tr, { id: 'Paket No', channel: 'Kanal', status: 'Durum', label: 'Etiket', created: 'Oluşturulma', total: 'Toplam ürün fiyatı' }, 'dd.mm.yyyy hh:mm'],
  ])("writes the screen's labels in %s, the creation time as an Excel date and the price with its currency", async (lang, bundle, headers, dateFormat) => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const newest = ((await (await seller.call(PACKAGE_ROUTES.list, { search: 'tab=all&pageSize=1' })).json()) as PackageListAnswer).items[0]!;
    const day = newest.createdAt.slice(0, 10);
    const from = new Date(Date.parse(day) - 5 * 86_400_000).toISOString().slice(0, 10);
    const filters = { tab: 'all', from, to: day };
    const expected = (await (await seller.call(PACKAGE_ROUTES.list, { search: `tab=all&from=${from}&to=${day}&pageSize=1` })).json()) as PackageListAnswer;
    const pkg = expected.items[0]!;
    const { sheet, cell } = await exportedSheet(h, seller, API.packagesExport, filters, lang);
    expect(sheet.actualRowCount).toBe(expected.total + 1);
    expect(cell(headers.id).value).toBe(pkg.id);
    expect(cell(headers.channel).value).toBe(bundle.marketplaces[pkg.channelName]);
    expect(cell(headers.status).value).toBe(bundle.packages.status[pkg.status]);
    expect(cell(headers.label).value).toBe(pkg.hasLabel ? bundle.common.yes : bundle.common.no);
    expect(cell(headers.created).type).toBe(ExcelJS.ValueType.Date);
    expect(cell(headers.created).value).toEqual(wallClockOf(pkg.createdAt, 'Europe/Istanbul'));
    expect(cell(headers.created).numFmt).toBe(dateFormat);
    expect(cell(headers.total).value).toBe(pkg.totalProductPrice);
    expect(cell(headers.total).numFmt).toBe(`#,##0.00 "${pkg.currency}"`);
  });
});

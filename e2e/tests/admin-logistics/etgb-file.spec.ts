/**
 * The ETGB file (the export customs declaration) against the real BFF, job runner and sandbox: staff upload a workbook
 * as an office program writes it, one row matching a package of another company by its id and one matching none; the
 * matched package is declared (its seller sees the smart customs approval and an approved declaration on /logistics),
 * the unmatched row lands in the error file with its reason. Li's packages are declared by no other test.
 */
import type { LogisticsProfile } from '@contract/logistics/logistics.types';
import type { PackageRow } from '@contract/packages/package.types';
import { expect, test } from '../../support/fixtures';
import { listPackages, packageDetail } from '../../support/orders-api';
import { xlsxFile } from '../../support/workbooks';
import { AdminLogisticsPage } from '../../pages/admin-logistics-page';

const HEADER = ['Package ID', 'ETGB Number'];
const UNMATCHED = 1_003_999_999;

test.describe('The ETGB file', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ signedInAs: 'admin' });

  test('matches packages by id across companies, and a row that matches none lands in the error file', async ({ page, texts, requestAs }) => {
    const { t } = texts;
    const li = await requestAs('li');
    const { items } = await listPackages(li, { tab: 'shipped', pageSize: 100 });
    const undeclared: PackageRow[] = [];
    for (const row of items.filter((candidate) => candidate.destinationCountry !== 'CN'))
      if (!(await packageDetail(li, row.id)).package.smartCustomsApproval) undeclared.push(row);
    const exported = undeclared[0]!;

    const logistics = new AdminLogisticsPage(page, texts);
    await logistics.open('etgb');
    const status = await logistics.sendEtgbFile(await xlsxFile('etgb.xlsx', [HEADER, [exported.id, '25341200EX000777'], [UNMATCHED, '25341200EX000778']]));
    expect(status).toBe('warning');
    await expect(logistics.outcome.getByTestId('etgb-file-rows')).toContainText(t('staffImport.row', { row: 3 }));
    await expect(logistics.outcome.getByTestId('import-reason')).toContainText(t('imports.reasons.packageUnknown', { packageId: UNMATCHED }));

    const errorFile = await logistics.downloadErrorFile();
    expect(errorFile).toHaveLength(2);
    const packageAt = errorFile[0]!.indexOf('Package ID');
    expect(errorFile[1]![packageAt]).toBe(String(UNMATCHED));
    expect(errorFile[1]!.at(-1)).toContain(String(UNMATCHED));

    expect((await packageDetail(li, exported.id)).package.smartCustomsApproval).toBe(true);
    const profile = (await (await li.get('/api/logistics/profile')).json()) as LogisticsProfile;
    expect(profile.customsDeclaration.status).toBe('approved');
  });
});

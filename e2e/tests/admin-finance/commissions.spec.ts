/**
 * /admin/commissions against the real BFF, sandbox and Redis: staff change the commission of a category on a
 * marketplace, and the seller's next reconciliation line in that category (a sale on its way, settling after the
 * change) charges the new rate, while the SKU's lines before the change keep theirs.
 */
import type { APIRequestContext } from '@playwright/test';
import type { ReconciliationLine } from '@contract/reconciliation/reconciliation.types';
import { money, reconciliationOf } from '../../support/accounting-api';
import { expect, test } from '../../support/fixtures';
import { listVariants } from '../../support/variants-api';
import { AdminCommissionsPage } from '../../pages/admin-commissions-page';
import { ReconciliationPage } from '../../pages/reconciliation-page';

const HOUR_MS = 3_600_000;
const NEW_RATE = 21.75;

/** Every line of one SKU, of every period. */
const linesOfSku = async (request: APIRequestContext, sku: string): Promise<ReconciliationLine[]> =>
  (await reconciliationOf(request, { tab: 'all', sku, pageSize: 100 })).items;

// Omar's company (Gulf Home Goods): no other test pins its reconciliation figures, and no other demo company sells in its categories.
test.describe('commission rates', () => {
  test.use({ signedInAs: 'admin' });

  test('a changed rate is charged on the seller’s next reconciliation line, not on the lines before it', async ({
    page,
    texts,
    browser,
    requestAs,
    workerSession,
  }) => {
    const omar = await requestAs('omar');
    const upcoming = await reconciliationOf(omar, { tab: 'all', type: 'commission', pageSize: 100, sort: { field: 'transactionDate', direction: 'desc' } });
    const line = upcoming.items.find((candidate) => candidate.expected && Date.parse(candidate.transactionDate) > Date.now() + HOUR_MS);
    expect(line, 'the seller has a sale on its way, settling after the change').toBeDefined();
    const { channel } = line!;
    const sku = line!.sku!;
    const before = await linesOfSku(omar, sku);
    const sale = before.find((candidate) => candidate.id === line!.id.replace('commission-', 'sale-'))!;
    const { categoryId } = (await listVariants(omar, { sku })).items[0]!;

    const changedAt = Date.now();
    const screen = new AdminCommissionsPage(page, texts);
    await screen.goto(`?marketplace=${channel}&q=${categoryId}`);
    const row = screen.row(`${categoryId}-${channel}`);
    await expect(row).not.toContainText('21.75');
    expect(await screen.changeRate(row, String(NEW_RATE))).toBe(200);
    await expect(row).toContainText(texts.t('adminCommissions.percent', { value: texts.language === 'tr' ? '21,75' : '21.75' }));

    const after = new Map((await linesOfSku(omar, sku)).map((candidate) => [candidate.id, candidate]));
    const charged = after.get(line!.id)!;
    expect(charged.marketplaceTotal).toBeCloseTo(-sale.marketplaceTotal * (NEW_RATE / 100), 2);
    expect(charged.marketplaceTotal).not.toBe(line!.marketplaceTotal);
    const earlier = before.filter((candidate) => Date.parse(candidate.transactionDate) < changedAt);
    expect(
      earlier.map((candidate) => after.get(candidate.id)?.marketplaceTotal),
      'the lines before the change keep their rate',
    ).toEqual(earlier.map((candidate) => candidate.marketplaceTotal));

    const period = upcoming.periods.find((candidate) => candidate.id === charged.periodId)!;
    const seller = await browser.newContext({ storageState: { cookies: (await workerSession('omar', null)).cookies, origins: [] } });
    try {
      const reconciliation = new ReconciliationPage(await seller.newPage(), texts);
      await reconciliation.goto(`?tab=${period.kind}&period=${period.id}&type=commission&sku=${encodeURIComponent(sku)}`);
      await expect(reconciliation.row(charged.id)).toContainText(money(charged.total, charged.currency, texts.language));
    } finally {
      await seller.close();
    }
  });
});

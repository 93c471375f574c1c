/**
 * Staff Category Cross against the real BFF, sandbox and Redis: a crossing made on the staff screen is what the
 * seller's mapping health reads at once (one taxonomy, one set of crossing rules). The taxonomy is shared by every
 * company, so the test crosses for a company no other test acts as, on Trendyol (the seller-side cross test uses Noon
 * UAE), and uncrosses again at the end.
 */
import { API } from '@contract/api/paths';
import { coveragePercent, type MappingHealthAnswer } from '@contract/catalog/mapping-health';
import { taxonomyOf } from '@mocks/world/catalog/taxonomy';
import { createWorld } from '@mocks/world/world';
import { expect, test } from '../../support/fixtures';
import { AdminCategoryCrossPage } from '../../pages/admin-crossing-page';

/** A generated company no other e2e test acts as. */
const COMPANY = 1022;
const theirLeaf = taxonomyOf(createWorld({ now: 0 })).marketplaceCategories.find((category) => category.marketplace === 'trendyol' && category.isLeaf)!;

test.describe('the staff category cross', () => {
  test.use({ signedInAs: 'admin' });

  test('an admin crosses a category and the seller’s mapping health rises', async ({ page, texts, requestAs }) => {
    const seller = await requestAs('admin', COMPANY);
    const trendyolHealth = async () => {
      const answer = await seller.get(API.mappingHealth);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as MappingHealthAnswer).items.find((health) => health.marketplace === 'trendyol')!;
    };
    const before = await trendyolHealth();
    const target = before.uncrossed[0]!;
    const cross = new AdminCategoryCrossPage(page, texts);
    await cross.goto({ companyId: String(COMPANY), marketplace: 'trendyol', q: String(target.categoryId) });
    await expect(cross.companyPercent('trendyol')).toHaveText(cross.percentText(coveragePercent(before)));
    await expect(cross.inRow('cross-status', target.categoryId, 'trendyol')).not.toHaveText(texts.t('categories.crossStatus.crossed'));

    await cross.inRow('cross', target.categoryId, 'trendyol').click();
    await cross.crossTo({ path: theirLeaf.path, id: theirLeaf.id }, 'forever');
    await expect(cross.toast('adminCrossing.crossed')).toBeVisible();
    await expect(cross.inRow('cross-status', target.categoryId, 'trendyol')).toHaveText(texts.t('categories.crossStatus.crossed'));
    const raised = { productsCovered: before.productsCovered + target.products, productsTotal: before.productsTotal };
    await expect(cross.companyPercent('trendyol')).toHaveText(cross.percentText(coveragePercent(raised)));

    // The seller's own mapping health, read as that company: the category is crossed and its products covered.
    const after = await trendyolHealth();
    expect(after.productsCovered).toBe(raised.productsCovered);
    expect(after.uncrossed.map((entry) => entry.categoryId)).not.toContain(target.categoryId);

    await cross.inRow('uncross', target.categoryId, 'trendyol').click();
    await cross.confirm('uncrossCategory');
    await expect(cross.inRow('cross-status', target.categoryId, 'trendyol')).toHaveText(texts.t('categories.crossStatus.uncrossed'));
    await expect(cross.companyPercent('trendyol')).toHaveText(cross.percentText(coveragePercent(before)));
    expect((await trendyolHealth()).productsCovered).toBe(before.productsCovered);
  });
});

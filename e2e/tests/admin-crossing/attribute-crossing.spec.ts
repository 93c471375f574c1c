/**
 * Staff Attribute Crossing against the real BFF, sandbox and Redis: an attribute uncrossed and crossed again on the
 * staff screen is what the seller's cross page reads at once. The taxonomy is shared, so the test works on Trendyol on
 * a category no other test crosses, and leaves the attribute crossed as it found it.
 */
import { API } from '@contract/api/paths';
import type { CategoryCrossAnswer } from '@contract/catalog/crossing.api';
import { getCategoryCross } from '@mocks/world/catalog/taxonomy-lists';
import { taxonomyOf } from '@mocks/world/catalog/taxonomy';
import { createWorld } from '@mocks/world/world';
import { expect, test } from '../../support/fixtures';
import { AdminAttributeCrossingPage } from '../../pages/admin-crossing-page';

/** Categories other tests cross: T-Shirts (the seller-side cross test) and whatever the category-cross test picks is uncrossed on Trendyol. */
const TAKEN = new Set([104]);
const world = createWorld({ now: 0 });
const sample = taxonomyOf(world)
  .categories.filter((category) => category.isLeaf && !TAKEN.has(category.id))
  .flatMap((category) => {
    const cross = getCategoryCross(world, category.id)!.marketplaces.find((entry) => entry.marketplace === 'trendyol')!;
    const row = cross.crossing?.status === 'crossed' ? cross.attributes.find((candidate) => candidate.crossing?.status === 'crossed') : undefined;
    return row ? [{ categoryId: category.id, attributeId: row.attribute.id }] : [];
  })[0]!;

test.describe('the staff attribute crossing', () => {
  test.use({ signedInAs: 'admin' });

  test('an admin uncrosses and crosses an attribute and the seller’s cross page follows', async ({ page, texts, requestAs }) => {
    const { categoryId, attributeId } = sample;
    const seller = await requestAs('admin', 1001);
    const sellerStatus = async () => {
      const answer = (await (await seller.get(`${API.categories}/${categoryId}/cross`)).json()) as CategoryCrossAnswer;
      const trendyol = answer.marketplaces.find((entry) => entry.marketplace === 'trendyol')!;
      return trendyol.attributes.find((row) => row.attribute.id === attributeId)!.crossing?.status;
    };
    const status = (key: 'crossed' | 'uncrossed') => texts.t(`categories.crossStatus.${key}`);
    const screen = new AdminAttributeCrossingPage(page, texts);
    const key = `${categoryId}-trendyol-${attributeId}`;
    await screen.goto({ marketplace: 'trendyol', q: String(categoryId) });
    await expect(screen.inRow('attribute-status', key)).toHaveText(status('crossed'));

    await screen.inRow('open', key).click();
    await expect(screen.pane.getByTestId(`attribute-status-${attributeId}`)).toHaveText(status('crossed'));
    await screen.pane.getByTestId(`uncross-attribute-${attributeId}`).click();
    await screen.confirm('uncrossAttribute');
    await expect(screen.pane.getByTestId(`attribute-status-${attributeId}`)).toHaveText(status('uncrossed'));
    await expect(screen.inRow('attribute-status', key)).toHaveText(status('uncrossed'));
    expect(await sellerStatus()).toBe('uncrossed');

    await screen.pane.getByTestId(`cross-attribute-${attributeId}`).click();
    await screen.confirm('crossAttribute');
    await expect(screen.pane.getByTestId(`attribute-status-${attributeId}`)).toHaveText(status('crossed'));
    await expect(screen.inRow('attribute-status', key)).toHaveText(status('crossed'));
    expect(await sellerStatus()).toBe('crossed');
  });
});

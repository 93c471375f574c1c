/**
 * Products for the product edit tests: candidates from the seeded catalogue (it depends only on the seed the embedded
 * sandbox uses), looked up through the BFF as they stand now. Every test picks its own by what it needs; a test
 * that changes a product picks from the end of the catalogue, so others reading from the start never meet it.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { API } from '@contract/api/paths';
import type { Counts, MeResponse } from '@contract/api/session';
import { PRODUCT_LOOKUP_MAX, type ProductEditAnswer, type ProductSummary, type ProductSummaryListAnswer } from '@contract/catalog/product.api';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { createWorld } from '@mocks/world/world';

const seeded = createWorld({ now: Date.now() });

export async function productEdit(request: APIRequestContext, id: number): Promise<ProductEditAnswer> {
  const response = await request.get(`${API.productEdit}/${id}`);
  expect(response.status(), `GET product ${id}`).toBe(200);
  return (await response.json()) as ProductEditAnswer;
}

/** The products among `ids` as the BFF knows them now (deleted ones with `deletedAt`). */
export async function lookupProducts(request: APIRequestContext, ids: readonly number[]): Promise<ProductSummary[]> {
  const response = await request.get(API.productEdit, { params: { ids: ids.join(',') } });
  expect(response.status(), 'GET products by ids').toBe(200);
  return ((await response.json()) as ProductSummaryListAnswer).items;
}

/** A live product of the company that passes `accept`, as the BFF answers it now. */
export async function findProduct(
  request: APIRequestContext,
  companyId: number,
  accept: (answer: ProductEditAnswer) => boolean,
  from: 'start' | 'end' = 'start',
): Promise<ProductEditAnswer> {
  const catalog = catalogOf(seeded, companyId);
  const ids = (catalog?.products ?? []).filter((product) => !product.deletedAt).map((product) => product.id);
  const ordered = from === 'end' ? ids.reverse() : ids;
  for (let start = 0; start < ordered.length; start += PRODUCT_LOOKUP_MAX) {
    const live = (await lookupProducts(request, ordered.slice(start, start + PRODUCT_LOOKUP_MAX))).filter((row) => !row.deletedAt && row.variantCount > 0);
    for (const row of live) {
      const answer = await productEdit(request, row.id);
      if (accept(answer)) return answer;
    }
  }
  throw new Error(`No product of company ${companyId} fits this test (the seeded catalogue changed?)`);
}

export async function badgeCounts(request: APIRequestContext): Promise<Counts> {
  return ((await (await request.get(API.me)).json()) as MeResponse).user.counts;
}

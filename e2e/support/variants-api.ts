/**
 * Look-ups through the BFF's All Products API (what the SPA asks for), so a test can pick its own variants before it
 * drives the grid. Every test shares one world: pick by something no other test picks by (a sort, a product) and
 * never rely on another test's changes.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { API } from '@contract/api/paths';
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import { variantQueryToRaw, type VariantListQuery } from '@contract/catalog/variant.query';

export async function listVariants(request: APIRequestContext, query: Partial<VariantListQuery>): Promise<VariantListAnswer> {
  const params = variantQueryToRaw(query);
  const response = await request.get(API.variants, { params });
  expect(response.status(), `GET ${API.variants} ${JSON.stringify(params)}`).toBe(200);
  return (await response.json()) as VariantListAnswer;
}

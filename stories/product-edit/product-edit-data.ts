/**
 * Products for the Product edit and Deleted Products stories, from the same seeded world the sandbox serves and read with the
 * same world functions its routes call: what a story shows is what the app would get. Each sample is found by what it
 * must show.
 */
import { parseDeletedProductQuery, type DeletedProductListAnswer } from '@contract/catalog/deleted-product.query';
import type { DeletedProductAnswer, ProductEditAnswer, ProductLogsAnswer, ProductRatingsAnswer } from '@contract/catalog/product.api';
import { pathOf } from '@contract/routes';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { getDeletedProduct, listDeletedProducts } from '@mocks/world/catalog/deleted-products';
import { getProductEdit } from '@mocks/world/catalog/product-detail';
import { productLogs } from '@mocks/world/catalog/product-logs';
import { productRatings } from '@mocks/world/catalog/product-ratings';
import { createWorld } from '@mocks/world/world';
import { SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

function productWhere(what: string, test: (answer: ProductEditAnswer) => boolean): ProductEditAnswer {
  for (const product of catalogOf(world, SELLER_COMPANY_ID)?.products ?? []) {
    if (product.deletedAt) continue;
    const answer = getProductEdit(world, SELLER_COMPANY_ID, product.id, STORY_NOW);
    if (answer && test(answer)) return answer;
  }
  throw new Error(`The seeded catalogue holds no ${what} for company ${SELLER_COMPANY_ID}`);
}

const ratingsCount = (answer: ProductEditAnswer) => productRatings(world, SELLER_COMPANY_ID, answer.product.id)?.items.length ?? 0;

export const PRODUCTS = {
  /** Several variants with images and marketplace states, ratings, a mandatory attribute: every tab has something. */
  full: productWhere(
    'product with variants, images and ratings',
    (answer) =>
      answer.variants.length >= 3 &&
      ratingsCount(answer) > 0 &&
      answer.attributes.some((attribute) => attribute.mandatory) &&
      answer.variants.every((variant) => variant.defaultImage !== null) &&
      answer.variants.some((variant) => variant.extraImages.length > 0),
  ),
  /** A variant locked on a marketplace: the lock with its time, reason, end and state. */
  locked: productWhere('product with a locked variant', (answer) => answer.variants.some((variant) => variant.locks.some((lock) => lock.state === 'locked'))),
  /** One variant only: deleting it deletes the product. */
  single: productWhere('product with one variant', (answer) => answer.variants.length === 1),
  /** Without ratings (the ratings tab's empty state). */
  unrated: productWhere('product without ratings', (answer) => answer.variants.length >= 1 && ratingsCount(answer) === 0),
} as const satisfies Record<string, ProductEditAnswer>;

export type ProductSample = keyof typeof PRODUCTS;

export const productRoute = (sample: ProductSample, search = '') => `${pathOf('productEdit', { productId: PRODUCTS[sample].product.id })}${search}`;

export function logsOf(sample: ProductSample): ProductLogsAnswer {
  return productLogs(world, SELLER_COMPANY_ID, PRODUCTS[sample].product.id) ?? { items: [] };
}

export function ratingsOf(sample: ProductSample): ProductRatingsAnswer {
  return productRatings(world, SELLER_COMPANY_ID, PRODUCTS[sample].product.id) ?? { items: [] };
}

/** GET /api/deleted-products as the BFF answers it. */
export function deletedPage(raw: Record<string, string> = {}): DeletedProductListAnswer {
  return listDeletedProducts(world, SELLER_COMPANY_ID, parseDeletedProductQuery(raw))!;
}

export const DELETED: DeletedProductAnswer = (() => {
  const row = deletedPage({ pageSize: '100' }).items.find((candidate) => candidate.variantCount >= 2);
  const answer = row && getDeletedProduct(world, SELLER_COMPANY_ID, row.id, STORY_NOW);
  if (!answer) throw new Error('The seeded catalogue holds no deleted product with variants');
  return answer;
})();

export const deletedRoute = (id = DELETED.product.id) => pathOf('deletedProduct', { productId: id });

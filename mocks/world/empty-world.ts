/**
 * The 'empty' scenario as a world: the same companies and accounts (everyone can still sign in), but every company's
 * books hold nothing yet: no orders, packages, products, brands, marketplace settings, claims, questions or ready
 * answers, and zero badge counts. The books are put in place before anything reads them, so the generators never run
 * for them.
 */
import { zeroCounts } from '@contract/api/user-info';
import { BRAND_ID_SPACE, PRODUCT_ID_SPACE, VARIANT_ID_SPACE } from './catalog/generate-context';
import { emptyLogisticsBook } from './logistics/logistics-book';
import type { World } from './world';

export function emptyCompanyBooks(world: World): World {
  for (const company of world.companies) {
    const id = company.id;
    world.counts[id] = zeroCounts();
    world.orderBooks[id] = { companyId: id, orders: [], packages: [], locks: [], addedLogs: {}, invoiceFiles: {}, nextPackageSeq: 1, version: 0 };
    world.catalogs[id] = {
      companyId: id,
      currency: company.country === 'TR' ? 'TRY' : 'USD',
      products: [],
      variants: [],
      deletedVariants: [],
      brands: [],
      restricted: [],
      settings: [],
      ratings: {},
      addedLogs: {},
      nextProductId: id * PRODUCT_ID_SPACE + 1,
      nextVariantId: id * VARIANT_ID_SPACE + 1,
      nextBrandId: id * BRAND_ID_SPACE + 1,
      version: 0,
    };
    world.claimBooks[id] = [];
    world.approvalBooks[id] = [];
    world.ticketBooks[id] = [];
    world.readyAnswerBooks[id] = [];
    world.logisticsBooks[id] = emptyLogisticsBook();
    world.messageBooks[id] = [];
    world.apiKeyBooks[id] = [];
  }
  world.eadRows = [];
  world.tagBook = { tags: [], productTags: {}, companyTags: {}, nextTagId: 1 };
  return world;
}

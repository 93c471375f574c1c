/**
 * A product's variants on Product edit: add, update, translations, delete. Deleting cannot be undone; deleting the last
 * variant deletes the product (its `deletedAt` set, the variant kept in `deletedVariants` for the Deleted Product view).
 */
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { Variant, VariantMarketplaceState } from '@contract/catalog/catalog.types';
import { translationsBodySchema } from '@contract/catalog/product.api';
import { changedMeasures } from '@contract/imports/product-variant.rules';
import type { World } from '../world';
import type { CompanyCatalog } from './catalog-book';
import { appendCatalogLog } from './product-logs';
import { productEditOf, variantsOfProduct, type FoundProduct } from './product-detail';
import { checkedVariant, editableProduct, isFound, syncProductCounts, variantFields, type ProductResult } from './product-operations';
import { refusal } from '../refusal';
import { countMeasureUpdate, countPriceUpdate } from '../imports/import-book';
import { priceStepKey } from './price-step';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The catalogue price on a marketplace: its rate added, in its currency (through the world's USD rates). */
export function marketplacePrice(
  world: World,
  catalog: CompanyCatalog,
  price: number,
  state: Pick<VariantMarketplaceState, 'marketplace'>,
): { price: number; currency: string } {
  const currency = world.marketplaces.find((marketplace) => marketplace.code === state.marketplace)?.currency ?? catalog.currency;
  const rate = catalog.settings.find((setting) => setting.marketplace === state.marketplace)?.rate ?? 0;
  const usd = (code: string) => world.exchangeRates[code]?.USD ?? 1;
  return { price: round2(((price * usd(catalog.currency)) / usd(currency)) * (1 + rate / 100)), currency };
}

function variantOf(found: FoundProduct, variantId: number): Variant | undefined {
  return found.catalog.variants.find((variant) => variant.id === variantId && variant.productId === found.product.id);
}

export function addVariant(world: World, companyId: number, productId: number, input: unknown, now: number): ProductResult {
  const found = editableProduct(world, companyId, productId);
  if (!isFound(found)) return found;
  const body = checkedVariant(world, found, null, input);
  if ('code' in body) return body;
  const { catalog } = found;
  const at = new Date(now).toISOString();
  const marketplaces = catalog.settings
    .filter((setting) => setting.enabled)
    .map((setting): VariantMarketplaceState => ({
      marketplace: setting.marketplace,
      status: 'processing',
      ...marketplacePrice(world, catalog, body.price, setting),
      remoteId: null,
      lastSyncAt: at,
      message: null,
    }));
  const variant: Variant = { id: catalog.nextVariantId, productId, ...variantFields(body), locks: [], defaultImage: null, extraImages: [], marketplaces };
  catalog.nextVariantId += 1;
  catalog.variants.push(variant);
  catalog.version += 1;
  found.product.updatedAt = at;
  appendCatalogLog(world, catalog, { type: 'variant', id: variant.id }, `Variant ${variant.sku} created and sent to {marketplace}.`, now);
  return productEditOf(world, found, now);
}

export function updateVariant(world: World, companyId: number, productId: number, variantId: number, input: unknown, now: number): ProductResult {
  const found = editableProduct(world, companyId, productId);
  if (!isFound(found)) return found;
  const variant = variantOf(found, variantId);
  if (!variant) return undefined;
  const body = checkedVariant(world, found, variantId, input);
  if ('code' in body) return body;
  const step = priceStepKey(variant.price, body.price);
  if (step) return refusal('validation', { price: step });
  const at = new Date(now).toISOString();
  if (body.price !== variant.price || body.retailPrice !== variant.retailPrice) countPriceUpdate(world, companyId, now);
  if (changedMeasures(body, variant).length > 0) countMeasureUpdate(world, companyId, variantId, now);
  Object.assign(variant, variantFields(body));
  variant.marketplaces = variant.marketplaces.map((state) => ({ ...state, ...marketplacePrice(world, found.catalog, variant.price, state), lastSyncAt: at }));
  found.product.updatedAt = at;
  found.catalog.version += 1;
  appendCatalogLog(world, found.catalog, { type: 'variant', id: variantId }, `Variant ${variant.sku} updated and sent to {marketplace}.`, now);
  return productEditOf(world, found, now);
}

export function updateVariantTranslations(world: World, companyId: number, productId: number, variantId: number, input: unknown, now: number): ProductResult {
  const found = editableProduct(world, companyId, productId);
  if (!isFound(found)) return found;
  const variant = variantOf(found, variantId);
  if (!variant) return undefined;
  const problems = fieldErrors(translationsBodySchema, input);
  if (problems) return refusal('validation', problems);
  const { translations } = translationsBodySchema.cast(input, { stripUnknown: true });
  variant.translations = translations.map(({ language, name, description }) => ({ language, name: name.trim(), description: description.trim() }));
  found.catalog.version += 1;
  appendCatalogLog(world, found.catalog, { type: 'variant', id: variantId }, `Translations of ${variant.sku} sent to {marketplace}.`, now);
  return productEditOf(world, found, now);
}

/** Cannot be undone. The last variant takes the product with it: it then shows under Deleted Products. */
export function deleteVariant(world: World, companyId: number, productId: number, variantId: number, now: number): ProductResult {
  const found = editableProduct(world, companyId, productId);
  if (!isFound(found)) return found;
  const variant = variantOf(found, variantId);
  if (!variant) return undefined;
  const { catalog, product } = found;
  catalog.variants = catalog.variants.filter((candidate) => candidate.id !== variantId);
  const at = new Date(now).toISOString();
  appendCatalogLog(world, catalog, { type: 'product', id: productId }, `Variant ${variant.sku} deleted and removed from {marketplace}.`, now, 'warning');
  if (variantsOfProduct(catalog, productId).length === 0) {
    product.deletedAt = at;
    catalog.deletedVariants.push(variant);
    appendCatalogLog(
      world,
      catalog,
      { type: 'product', id: productId },
      `Product ${product.spu} deleted with its last variant and removed from {marketplace}.`,
      now,
      'warning',
    );
  }
  product.updatedAt = at;
  catalog.version += 1;
  syncProductCounts(world, catalog);
  return productEditOf(world, found, now);
}

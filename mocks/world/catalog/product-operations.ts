/**
 * What a seller does on Product edit, applied to the world with the contract's schemas and rules. Each answers the
 * product edit as it stands afterwards, a refusal (mocks/world/catalog/refusal.ts), or undefined when the product is
 * not the company's.
 */
import { fieldErrors } from '@contract/auth/auth.schemas';
import { productBasicSchema, variantSchema, type VariantInput } from '@contract/catalog/catalog.schemas';
import type { Variant, VariantAttribute } from '@contract/catalog/catalog.types';
import { ownNames } from '@contract/catalog/category.rules';
import { translationsBodySchema, type AttributeDefinition, type ProductEditAnswer } from '@contract/catalog/product.api';
import { zeroCounts } from '@contract/api/user-info';
import type { World } from '../world';
import type { CompanyCatalog } from './catalog-book';
import { appendCatalogLog } from './product-logs';
import { attributeDefinitions, productEditOf, productInCatalog, variantsOfProduct, type FoundProduct } from './product-detail';
import { refusal, type Refusal } from '../refusal';
import { taxonomyOf } from './taxonomy';

export type ProductResult = ProductEditAnswer | Refusal | undefined;

/** The company's live product, or why it cannot be changed. */
export function editableProduct(world: World, companyId: number, productId: number): FoundProduct | Refusal | undefined {
  const found = productInCatalog(world, companyId, productId);
  if (!found) return undefined;
  return found.product.deletedAt ? refusal('productDeleted') : found;
}

export const isFound = (value: FoundProduct | Refusal | undefined): value is FoundProduct => value !== undefined && 'product' in value;

/**
 * Keeps `world.counts` (the badges' stored base) in step with the catalogue: live active products, and deleted ones.
 * countsOf reads a generated catalogue itself (catalog-access.ts); this keeps the stored numbers from going stale.
 */
export function syncProductCounts(world: World, catalog: CompanyCatalog): void {
  let activeProducts = 0;
  let deletedProducts = 0;
  for (const product of catalog.products) {
    if (product.deletedAt) deletedProducts += 1;
    else if (product.status === 'active') activeProducts += 1;
  }
  world.counts[catalog.companyId] = { ...(world.counts[catalog.companyId] ?? zeroCounts()), activeProducts, deletedProducts };
}

/** The category's attributes with the values sent (or kept); a mandatory one without a value is refused. */
export function attributesFor(
  definitions: readonly AttributeDefinition[],
  sent: readonly { attributeId: number; valueId?: number | null; value?: string }[],
): VariantAttribute[] | Refusal {
  const fields: Record<string, string> = {};
  const attributes = definitions.map((definition, index): VariantAttribute => {
    const row = sent.find((candidate) => candidate.attributeId === definition.attributeId);
    const listed = definition.type === 'list' ? definition.values.find((value) => value.id === row?.valueId) : undefined;
    const value = definition.type === 'list' ? (listed?.name.en ?? '') : (row?.value ?? '').trim();
    if (definition.mandatory && !value) fields[`attributes[${index}]`] = 'validation.attributeRequired';
    return { attributeId: definition.attributeId, name: definition.name, valueId: listed?.id ?? null, value, mandatory: definition.mandatory };
  });
  return Object.keys(fields).length ? refusal('validation', fields) : attributes;
}

export function updateProductBasic(world: World, companyId: number, productId: number, input: unknown, now: number): ProductResult {
  const found = editableProduct(world, companyId, productId);
  if (!isFound(found)) return found;
  const problems = fieldErrors(productBasicSchema, input);
  if (problems) return refusal('validation', problems);
  const body = productBasicSchema.cast(input, { stripUnknown: true });
  const { catalog, product } = found;
  const brand = catalog.brands.find((candidate) => candidate.id === body.brandId);
  if (!brand) return refusal('validation', { brandId: 'validation.required' });
  const taxonomy = taxonomyOf(world);
  const category = taxonomy.categories.find((candidate) => candidate.id === body.categoryId && candidate.isLeaf);
  if (!category) return refusal('categoryNotFound', { categoryId: 'errors.categoryNotFound' });
  if (category.id !== product.categoryId && catalog.restricted.some((row) => row.categoryId === category.id)) {
    return refusal('categoryRestricted', { categoryId: 'errors.categoryRestricted' });
  }
  if (category.id !== product.categoryId) {
    // A new category brings its own attributes: values of the ones both share are kept, the others start empty.
    const definitions = attributeDefinitions(taxonomy, category.id);
    for (const variant of variantsOfProduct(catalog, productId)) {
      variant.attributes = definitions.map((definition) => {
        const kept = variant.attributes.find((attribute) => attribute.attributeId === definition.attributeId);
        return {
          attributeId: definition.attributeId,
          name: definition.name,
          valueId: kept?.valueId ?? null,
          value: kept?.value ?? '',
          mandatory: definition.mandatory,
        };
      });
    }
  }
  Object.assign(product, {
    name: body.name,
    description: body.description,
    spu: body.spu,
    categoryId: category.id,
    categoryName: ownNames(category),
    brandId: brand.id,
    brandName: brand.name,
    guaranteeMonths: body.guaranteeMonths,
    taxClass: body.taxClass,
    fulfillmentDay: body.fulfillmentDay,
    status: body.status,
    updatedAt: new Date(now).toISOString(),
  });
  catalog.version += 1;
  syncProductCounts(world, catalog);
  appendCatalogLog(world, catalog, { type: 'product', id: productId }, `Product ${product.spu} updated and sent to {marketplace}.`, now);
  return productEditOf(world, found, now);
}

export function updateProductTranslations(world: World, companyId: number, productId: number, input: unknown, now: number): ProductResult {
  const found = editableProduct(world, companyId, productId);
  if (!isFound(found)) return found;
  const problems = fieldErrors(translationsBodySchema, input);
  if (problems) return refusal('validation', problems);
  const { translations } = translationsBodySchema.cast(input, { stripUnknown: true });
  found.product.translations = translations.map(({ language, name, description }) => ({ language, name: name.trim(), description: description.trim() }));
  found.product.updatedAt = new Date(now).toISOString();
  found.catalog.version += 1;
  const languages = translations.map((translation) => translation.language).join(', ') || 'none';
  appendCatalogLog(world, found.catalog, { type: 'product', id: productId }, `Translations of ${found.product.spu} (${languages}) sent to {marketplace}.`, now);
  return productEditOf(world, found, now);
}

/** The variant body checked: the schema, the category's mandatory attributes, and a SKU no other variant has. */
export function checkedVariant(
  world: World,
  found: FoundProduct,
  variantId: number | null,
  input: unknown,
): (VariantInput & { attributes: VariantAttribute[] }) | Refusal {
  const problems = fieldErrors(variantSchema, input);
  if (problems) return refusal('validation', problems);
  const body = variantSchema.cast(input, { stripUnknown: true });
  const attributes = attributesFor(attributeDefinitions(taxonomyOf(world), found.product.categoryId), body.attributes);
  if (!Array.isArray(attributes)) return attributes;
  const sku = body.sku.trim().toLowerCase();
  if (found.catalog.variants.some((variant) => variant.id !== variantId && variant.sku.toLowerCase() === sku)) {
    return refusal('skuInUse', { sku: 'errors.skuInUse' });
  }
  return { ...body, extraSku: body.extraSku?.trim() || null, gtin: body.gtin?.trim() || null, attributes };
}

/** The fields a variant body sets (id, product, locks, images and marketplace states are not the form's). */
export function variantFields(
  body: VariantInput & { attributes: VariantAttribute[] },
): Omit<Variant, 'id' | 'productId' | 'locks' | 'defaultImage' | 'extraImages' | 'marketplaces'> {
  return {
    name: body.name,
    sku: body.sku,
    extraSku: body.extraSku ?? null,
    price: body.price,
    retailPrice: body.retailPrice,
    stock: body.stock,
    barcode: body.barcode,
    hsCode: body.hsCode,
    countryOfOrigin: body.countryOfOrigin,
    gtin: body.gtin ?? null,
    description: body.description,
    status: body.status,
    deci: body.deci,
    weightGrams: body.weightGrams,
    heightMm: body.heightMm,
    widthMm: body.widthMm,
    lengthMm: body.lengthMm,
    attributes: body.attributes,
    translations: body.translations.map(({ language, name, description }) => ({ language, name, description })),
  };
}

/**
 * A product/variant row against the catalogue and the taxonomy: its category (an active leaf the company may sell in),
 * its brand and tax class by name, and its attributes by name (English, or Turkish for the seeded ones), list values
 * by name. An attribute the row leaves empty keeps the variant's current value; one it clears (an empty value) is
 * removed, unless mandatory; no attribute is stored without a value.
 */
import type { Variant, VariantAttribute } from '@contract/catalog/catalog.types';
import type { AttributeDefinition } from '@contract/catalog/product.api';
import type { Brand, SellerCategory } from '@contract/catalog/taxonomy.types';
import { headerKey, numberCells } from '@contract/imports/import-columns';
import type { ImportReason } from '@contract/imports/import.types';
import { cannotClear } from '@contract/imports/optional-cells';
import { PRODUCT_VARIANT_HEADERS, type ProductVariantRow } from '@contract/imports/product-variant.rules';
import { foldText } from '@contract/text-search';
import type { CompanyCatalog, Taxonomy } from '../catalog/catalog-book';
import { attributeDefinitions } from '../catalog/product-detail';
import { STATIC_ATTRIBUTES } from '../catalog/taxonomy-attributes';

export interface ResolvedRow {
  category: SellerCategory;
  brand: Brand;
  taxClass: string;
  /** The variant's attributes (none for a new one) with the row's values set, and those it clears removed. */
  attributes: VariantAttribute[];
}

const nameKey = (text: string) => foldText(text.trim());
const STATIC_BY_ID = new Map(STATIC_ATTRIBUTES.map((attribute) => [attribute.id, attribute]));

function categoryReasons(taxonomy: Taxonomy, catalog: CompanyCatalog, categoryId: number): SellerCategory | ImportReason {
  const column = PRODUCT_VARIANT_HEADERS.categoryId;
  const category = taxonomy.categories.find((candidate) => candidate.id === categoryId);
  if (!category) return { code: 'imports.reasons.categoryUnknown', column, params: { categoryId } };
  if (!category.isLeaf) return { code: 'imports.reasons.categoryNotLeaf', column, params: { category: category.path.en } };
  if (category.status !== 'active') return { code: 'imports.reasons.categoryInactive', column, params: { category: category.path.en } };
  if (catalog.restricted.some((row) => row.categoryId === categoryId))
    return { code: 'imports.reasons.categoryRestricted', column, params: { category: category.path.en } };
  return category;
}

export function brandByName(catalog: CompanyCatalog, name: string): Brand | undefined {
  const wanted = nameKey(name);
  return catalog.brands.find((brand) => brand.status === 'active' && nameKey(brand.name) === wanted);
}

/** The attribute's names a header may carry: its own, and the Turkish one of a seeded attribute. */
function attributeKeys(definition: AttributeDefinition): string[] {
  const seeded = STATIC_BY_ID.get(definition.attributeId);
  return [headerKey(definition.name.en), ...(seeded ? [headerKey(seeded.tr)] : [])];
}

function listValue(definition: AttributeDefinition, text: string): AttributeDefinition['values'][number] | undefined {
  const wanted = nameKey(text);
  const seeded = STATIC_BY_ID.get(definition.attributeId);
  return definition.values.find(
    (value) => nameKey(value.name.en) === wanted || (seeded?.values.some((known) => known.id === value.id && nameKey(known.tr) === wanted) ?? false),
  );
}

/** `column`: the attribute's column as the file names it (its own name, or the Turkish one of a seeded attribute). */
function attributeOf(
  definition: AttributeDefinition,
  { name: column, value: text }: { name: string; value: string },
  reasons: ImportReason[],
): Pick<VariantAttribute, 'valueId' | 'value'> | null {
  const params = { attribute: column, value: text };
  if (definition.type === 'list') {
    const value = listValue(definition, text);
    if (!value) reasons.push({ code: 'imports.reasons.attributeValueUnknown', column, params });
    return value ? { valueId: value.id, value: value.name.en } : null;
  }
  if (definition.type !== 'number') return { valueId: null, value: text };
  const {
    values: { value },
    merge,
  } = numberCells(['value'], () => text, { value: column });
  const problems = merge(typeof value === 'number' ? [] : [{ code: 'validation.number', column }]);
  reasons.push(...problems);
  return problems.length ? null : { valueId: null, value: String(value) };
}

function attributesOf(
  definitions: readonly AttributeDefinition[],
  row: ProductVariantRow,
  existing: Variant | undefined,
  reasons: ImportReason[],
): VariantAttribute[] {
  const given = new Map(row.attributes.map((attribute) => [headerKey(attribute.name), attribute]));
  const used = new Set<string>();
  const attributes = [...(existing?.attributes ?? [])];
  for (const definition of definitions) {
    const key = attributeKeys(definition).find((candidate) => given.has(candidate));
    const at = attributes.findIndex((attribute) => attribute.attributeId === definition.attributeId);
    const current = attributes[at];
    if (!key) {
      if (definition.mandatory && !current?.value.trim()) {
        reasons.push({ code: 'imports.reasons.attributeMissing', column: definition.name.en, params: { attribute: definition.name.en } });
      }
      continue;
    }
    used.add(key);
    const entry = given.get(key)!;
    if (entry.value === '') {
      if (definition.mandatory) reasons.push(cannotClear(entry.name));
      else if (current) attributes.splice(at, 1);
      continue;
    }
    const read = attributeOf(definition, entry, reasons);
    if (!read || (current && current.value === read.value && current.valueId === read.valueId)) continue;
    const attribute = { attributeId: definition.attributeId, name: definition.name, ...read, mandatory: definition.mandatory };
    if (current) attributes[at] = attribute;
    else attributes.push(attribute);
  }
  for (const [key, attribute] of given) {
    if (!used.has(key)) reasons.push({ code: 'imports.reasons.attributeNotInCategory', column: attribute.name, params: { attribute: attribute.name } });
  }
  return attributes;
}

/** The row's category, brand, tax class and attributes, or every reason they cannot be used. */
export function resolveRow(
  taxonomy: Taxonomy,
  catalog: CompanyCatalog,
  row: ProductVariantRow,
  existing: Variant | undefined,
  taxClasses: readonly string[],
): ResolvedRow | ImportReason[] {
  const reasons: ImportReason[] = [];
  const category = categoryReasons(taxonomy, catalog, row.categoryId);
  if ('code' in category) reasons.push(category);
  const brand = brandByName(catalog, row.brandName);
  if (!brand) reasons.push({ code: 'imports.reasons.brandUnknown', column: PRODUCT_VARIANT_HEADERS.brandName, params: { brand: row.brandName } });
  const taxClass = taxClasses.find((candidate) => nameKey(candidate) === nameKey(row.taxClass));
  if (!taxClass) reasons.push({ code: 'imports.reasons.taxClassUnknown', column: PRODUCT_VARIANT_HEADERS.taxClass, params: { taxClass: row.taxClass } });
  if ('code' in category) return reasons;
  const attributes = attributesOf(attributeDefinitions(taxonomy, category.id), row, existing, reasons);
  return reasons.length || !brand || !taxClass ? reasons : { category, brand, taxClass, attributes };
}

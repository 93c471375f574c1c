/**
 * Seller Product Validation (spec §2, §8): which of a company's products break the catalogue rules (catalog.rules.ts
 * through catalog.schemas.ts) or lack a mandatory attribute of their category, and why. One pure function, so the
 * sandbox gives the same reasons wherever it runs (in Node, or in the page for dev:mock and Storybook).
 */
import * as yup from 'yup';
import { fieldErrors } from '../auth/auth.schemas';
import type { ListPage, RawQuery } from '../lists/list-query';
import { compactQuery, parsePage, parsePageSize } from '../lists/list-query';
import { productBasicSchema, translationsSchema, variantSchema } from './catalog.schemas';
import type { Product, Variant } from './catalog.types';
import type { LocalizedName } from '../localized-name';
import type { Attribute, SellerCategory } from './taxonomy.types';

/** One reason a product fails: the field at fault (`attributes.<id>` for a category attribute) and an i18n key. */
export interface ValidationProblem {
  /** Null for a problem of the product itself. */
  variantId: number | null;
  sku: string | null;
  field: string;
  /** A name from the data for the field (the attribute's name), or null when the field's own label applies. */
  fieldName: LocalizedName | null;
  reason: string;
}

export interface ProductValidationRow {
  productId: number;
  productName: string;
  spu: string;
  categoryName: LocalizedName;
  brandName: string;
  variantCount: number;
  problems: ValidationProblem[];
}

export interface ProductValidationAnswer extends ListPage<ProductValidationRow, never> {
  /** How many products were checked (the notice when none fails says so). */
  checked: number;
}

export interface ProductValidationQuery {
  page: number;
  pageSize: number;
}

export function parseProductValidationQuery(raw: RawQuery, maxPageSize?: number): ProductValidationQuery {
  return { page: parsePage(raw.page), pageSize: parsePageSize(raw.pageSize, maxPageSize) };
}

export function productValidationQueryToRaw(query: Partial<ProductValidationQuery>): Record<string, string> {
  return compactQuery({ ...query });
}

const productTranslations = yup.object({ translations: translationsSchema.default([]) });

/** `attributes[2]` of a variant names its third attribute; the problem is reported on that attribute's id. */
const ATTRIBUTE_PATH = /^attributes\[(\d+)\]/;

function variantProblems(variant: Variant, attributeName: (id: number) => LocalizedName | null): ValidationProblem[] {
  const fields = fieldErrors(variantSchema, variant) ?? {};
  return Object.entries(fields).map(([path, reason]) => {
    const attribute = ATTRIBUTE_PATH.exec(path);
    const attributeId = attribute ? variant.attributes[Number(attribute[1])]?.attributeId : undefined;
    return attributeId === undefined
      ? { variantId: variant.id, sku: variant.sku, field: path, fieldName: null, reason }
      : { variantId: variant.id, sku: variant.sku, field: `attributes.${attributeId}`, fieldName: attributeName(attributeId), reason };
  });
}

/** Mandatory attributes of the category with no value on the variant. */
function missingMandatory(variant: Variant, category: SellerCategory | undefined, attributeName: (id: number) => LocalizedName | null): ValidationProblem[] {
  if (!category) return [];
  return category.attributes
    .filter((wanted) => wanted.mandatory && !variant.attributes.some((has) => has.attributeId === wanted.attributeId && has.value.trim() !== ''))
    .map((wanted) => ({
      variantId: variant.id,
      sku: variant.sku,
      field: `attributes.${wanted.attributeId}`,
      fieldName: attributeName(wanted.attributeId),
      reason: 'validation.attributeRequired',
    }));
}

/** Every reason `product` with `variants` fails; empty when it passes. */
export function productProblems(
  product: Product,
  variants: readonly Variant[],
  category: SellerCategory | undefined,
  attributes: ReadonlyMap<number, Attribute>,
): ValidationProblem[] {
  const attributeName = (id: number) => attributes.get(id)?.name ?? null;
  const own = { ...fieldErrors(productBasicSchema, product), ...fieldErrors(productTranslations, product) };
  if (!category) own.categoryId = 'validation.required';
  const problems: ValidationProblem[] = Object.entries(own).map(([field, reason]) => ({ variantId: null, sku: null, field, fieldName: null, reason }));
  for (const variant of variants) {
    const found = variantProblems(variant, attributeName);
    const seen = new Set(found.map((problem) => problem.field));
    problems.push(...found, ...missingMandatory(variant, category, attributeName).filter((problem) => !seen.has(problem.field)));
  }
  return problems;
}

/** The label key of a problem's field: `productValidation.fields.<first part of the path>`. */
export function problemFieldKey(field: string): string {
  const root = field.split(/[.[]/)[0] || 'product';
  return `productValidation.fields.${root}`;
}

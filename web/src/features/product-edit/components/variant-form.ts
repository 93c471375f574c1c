/** The variant form's values: every §3 field the seller may change, and one row per attribute of the category. */
import { variantSchema, type VariantInput } from '@contract/catalog/catalog.schemas';
import type { Variant } from '@contract/catalog/catalog.types';
import type { AttributeDefinition } from '@contract/catalog/product.api';
import { priceInputText } from '@web/lib/format';

export interface AttributeValueRow {
  attributeId: number;
  valueId: number | null;
  value: string;
  mandatory: boolean;
}

/** Numbers are '' while a field is empty; the schema reads them. Stored prices start as text with two decimals ('1399.90'). */
export interface VariantFormValues {
  name: string;
  sku: string;
  extraSku: string;
  price: number | string;
  retailPrice: number | string;
  stock: number | '';
  barcode: string;
  hsCode: string;
  countryOfOrigin: string;
  gtin: string;
  description: string;
  status: string;
  deci: number | '';
  weightGrams: number | '';
  heightMm: number | '';
  widthMm: number | '';
  lengthMm: number | '';
  attributes: AttributeValueRow[];
}

/** The category's attributes in its order, each with the variant's value (or none yet). */
export function attributeRows(definitions: readonly AttributeDefinition[], variant: Variant | null): AttributeValueRow[] {
  return definitions.map((definition) => {
    const current = variant?.attributes.find((attribute) => attribute.attributeId === definition.attributeId);
    return { attributeId: definition.attributeId, valueId: current?.valueId ?? null, value: current?.value ?? '', mandatory: definition.mandatory };
  });
}

export function variantFormValues(definitions: readonly AttributeDefinition[], variant: Variant | null): VariantFormValues {
  if (!variant) {
    return {
      name: '',
      sku: '',
      extraSku: '',
      price: '',
      retailPrice: '',
      stock: '',
      barcode: '',
      hsCode: '',
      countryOfOrigin: '',
      gtin: '',
      description: '',
      status: 'active',
      deci: '',
      weightGrams: '',
      heightMm: '',
      widthMm: '',
      lengthMm: '',
      attributes: attributeRows(definitions, null),
    };
  }
  const { name, sku, price, retailPrice, stock, barcode, hsCode, countryOfOrigin, description, status, deci, weightGrams, heightMm, widthMm, lengthMm } =
    variant;
  return {
    name,
    sku,
    extraSku: variant.extraSku ?? '',
    price: priceInputText(price),
    retailPrice: priceInputText(retailPrice),
    stock,
    barcode,
    hsCode,
    countryOfOrigin,
    gtin: variant.gtin ?? '',
    description,
    status,
    deci,
    weightGrams,
    heightMm,
    widthMm,
    lengthMm,
    attributes: attributeRows(definitions, variant),
  };
}

/** The body to send: the schema's cast (trimmed, numbers), empty optional codes as null, translations kept. */
export function variantBody(values: VariantFormValues, variant: Variant | null): VariantInput {
  const cast = variantSchema.cast({ ...values, translations: variant?.translations ?? [] }, { stripUnknown: true });
  return { ...cast, extraSku: cast.extraSku?.trim() || null, gtin: cast.gtin?.trim() || null };
}

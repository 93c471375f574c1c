/**
 * Yup schemas of the catalogue's forms and bodies (messages are i18n keys). Built on catalog.rules.ts so a form, the
 * BFF and the sandbox refuse the same things with the same words.
 */
import * as yup from 'yup';
import { CATALOG_STATUSES } from './catalog.types';
import {
  DESCRIPTION_MAX_LENGTH,
  MAX_PRICE,
  MAX_STOCK,
  NAME_MAX_LENGTH,
  TEXT_MIN_LENGTH,
  deciProblems,
  priceProblem,
  retailPriceProblem,
  translationProblems,
} from './catalog.rules';

const money = yup
  .number()
  .typeError('validation.number')
  .required('validation.required')
  .max(MAX_PRICE, 'validation.numberTooLarge')
  .test('price', 'validation.priceAboveZero', (price, context) => {
    const problem = priceProblem(Number(price));
    return problem === null || context.createError({ message: problem });
  });
const whole = (max: number) =>
  yup
    .number()
    .typeError('validation.number')
    .required('validation.required')
    .integer('validation.wholeNumber')
    .min(0, 'validation.notNegative')
    .max(max, 'validation.numberTooLarge');
const longText = (min: number) =>
  yup.string().trim().required('validation.required').min(min, 'validation.textTooShort').max(DESCRIPTION_MAX_LENGTH, 'validation.textTooLong');

/** The part of a variant quick edit changes (spec §2 All Products): price, retail price, stock, status. */
export const quickEditVariantSchema = yup.object({
  id: yup.number().integer().positive().required(),
  price: money,
  retailPrice: money.test('retail-at-least-price', 'validation.retailBelowPrice', function check(retailPrice) {
    return retailPriceProblem(Number(this.parent.price), Number(retailPrice)) === null;
  }),
  stock: whole(MAX_STOCK),
  status: yup.string().oneOf(CATALOG_STATUSES, 'validation.required').required('validation.required'),
});
export type QuickEditVariant = yup.InferType<typeof quickEditVariantSchema>;

export const QUICK_EDIT_MAX_ROWS = 500;
export const quickEditSchema = yup.object({
  variants: yup.array(quickEditVariantSchema).min(1, 'validation.selectItems').max(QUICK_EDIT_MAX_ROWS, 'validation.tooManyRows').required(),
});

const translation = yup
  .object({
    language: yup.string().required('validation.languageCode'),
    name: yup.string().default(''),
    description: yup.string().default(''),
  })
  .test('translation', '', function check(value) {
    const problems = translationProblems(value as { language: string; name: string; description: string });
    if (!problems) return true;
    const [field, message] = Object.entries(problems)[0]!;
    return this.createError({ path: `${this.path}.${field}`, message });
  });

export const translationsSchema = yup.array(translation).test('unique-languages', 'validation.languageTwice', (list) => {
  const languages = (list ?? []).map((item) => item.language);
  return new Set(languages).size === languages.length;
});

/** Product edit, Basic tab. */
export const productBasicSchema = yup.object({
  name: yup.string().trim().required('validation.required').min(TEXT_MIN_LENGTH, 'validation.textTooShort').max(NAME_MAX_LENGTH, 'validation.textTooLong'),
  description: longText(TEXT_MIN_LENGTH),
  spu: yup.string().trim().required('validation.required').max(60, 'validation.textTooLong'),
  categoryId: yup.number().typeError('validation.required').integer().positive('validation.required').required('validation.required'),
  brandId: yup.number().typeError('validation.required').integer().positive('validation.required').required('validation.required'),
  guaranteeMonths: whole(120),
  taxClass: yup.string().required('validation.required'),
  fulfillmentDay: whole(60).min(1, 'validation.atLeastOne'),
  status: yup.string().oneOf(CATALOG_STATUSES).required('validation.required'),
});
export type ProductBasicInput = yup.InferType<typeof productBasicSchema>;

const dimension = (max: number) =>
  yup.number().typeError('validation.number').required('validation.required').min(0, 'validation.notNegative').max(max, 'validation.numberTooLarge');

/** Product edit, one variant (every §3 field the seller may change). */
export const variantSchema = yup
  .object({
    name: yup.string().trim().required('validation.required').max(NAME_MAX_LENGTH, 'validation.textTooLong'),
    sku: yup
      .string()
      .trim()
      .required('validation.required')
      .max(60, 'validation.textTooLong')
      .matches(/^[\w.-]+$/, 'validation.skuCharacters'),
    extraSku: yup.string().trim().nullable().max(60, 'validation.textTooLong'),
    price: money,
    retailPrice: money,
    stock: whole(MAX_STOCK),
    barcode: yup
      .string()
      .trim()
      .required('validation.required')
      .matches(/^\d{8,14}$/, 'validation.barcode'),
    hsCode: yup
      .string()
      .trim()
      .required('validation.required')
      .matches(/^\d{6,12}$/, 'validation.hsCode'),
    countryOfOrigin: yup
      .string()
      .trim()
      .required('validation.required')
      .matches(/^[A-Z]{2}$/, 'validation.countryCode'),
    gtin: yup
      .string()
      .trim()
      .nullable()
      .matches(/^\d{8,14}$/, { message: 'validation.gtin', excludeEmptyString: true }),
    description: longText(TEXT_MIN_LENGTH),
    status: yup.string().oneOf(CATALOG_STATUSES).required('validation.required'),
    deci: dimension(1000),
    weightGrams: dimension(1_000_000),
    heightMm: dimension(10_000),
    widthMm: dimension(10_000),
    lengthMm: dimension(10_000),
    attributes: yup
      .array(
        yup
          .object({
            attributeId: yup.number().integer().positive().required(),
            valueId: yup.number().integer().positive().nullable(),
            value: yup.string().trim().max(200, 'validation.textTooLong').default(''),
            mandatory: yup.boolean().default(false),
          })
          .test('mandatory-attribute', 'validation.attributeRequired', (value) => !value.mandatory || Boolean(value.value?.trim())),
      )
      .default([]),
    translations: translationsSchema.default([]),
  })
  .test('variant-rules', '', function check(value) {
    const retail = retailPriceProblem(value.price, value.retailPrice);
    if (retail) return this.createError({ path: 'retailPrice', message: retail });
    const deci = deciProblems(value);
    if (deci) {
      const [field, message] = Object.entries(deci)[0]!;
      return this.createError({ path: field, message });
    }
    return true;
  });
export type VariantInput = yup.InferType<typeof variantSchema>;

/**
 * The browser API of Product edit (spec §2): the product lookup, the product with its tabs, its variants and their
 * images; one description per endpoint (contract/api/route-def.ts). Each variant command answers the product edit as
 * it stands afterwards.
 */
import { answer, fileAnswer, FORM_FIELDS_BYTES, multipart, param, policy, route, type QueryCodec } from '../api/route-def';
import { IMAGE_MAX_BYTES } from './catalog.rules';
import { productBasicSchema, variantSchema } from './catalog.schemas';
import {
  imageRefSchema,
  productLookupIds,
  translationsBodySchema,
  type ProductEditAnswer,
  type ProductLogsAnswer,
  type ProductRatingsAnswer,
  type ProductSummaryListAnswer,
} from './product.api';

export interface ProductLookupQuery {
  ids: number[];
}

/** `?ids=1,2,3`: an id list that is not one, or too long, reads as no ids and is refused under `ids`. */
export const productLookupQuery: QueryCodec<ProductLookupQuery> = {
  parse: (raw) => {
    const ids = productLookupIds(raw.ids);
    return { ids: Array.isArray(ids) ? ids : [] };
  },
  problems: ({ ids }) => {
    const checked = productLookupIds(ids.join(','));
    return Array.isArray(checked) ? null : checked;
  },
  toRaw: ({ ids }) => ({ ids: ids.join(',') }),
};

/** What an image command does to the image its body names. */
export const IMAGE_ACTIONS = ['default', 'remove'] as const;
export type ImageAction = (typeof IMAGE_ACTIONS)[number];

const products = policy.can('catalog.products');
const edit = answer<ProductEditAnswer>();

export const PRODUCT_ROUTES = {
  lookup: route.get('/api/products', { query: productLookupQuery, answer: answer<ProductSummaryListAnswer>(), policy: products }),
  detail: route.get('/api/products/:id', { answer: edit, policy: products }),
  updateBasic: route.put('/api/products/:id', { body: productBasicSchema, answer: edit, policy: products }),
  translations: route.put('/api/products/:id/translations', { body: translationsBodySchema, answer: edit, policy: products }),
  logs: route.get('/api/products/:id/logs', { answer: answer<ProductLogsAnswer>(), policy: products }),
  ratings: route.get('/api/products/:id/ratings', { answer: answer<ProductRatingsAnswer>(), policy: products }),
  /** An uploaded image's bytes, served inline (the key is checked by the BFF before anything travels). */
  imageFile: route.get('/api/products/:id/images/:imageKey', {
    params: { imageKey: param.matching(/^[\w.-]{1,80}$/) },
    answer: fileAnswer(),
    policy: products,
  }),
  addVariant: route.post('/api/products/:id/variants', { body: variantSchema, answer: edit, status: 201, policy: products }),
  /** A SKU another variant of the company has is refused with 409 skuInUse on `sku`. */
  updateVariant: route.put('/api/products/:id/variants/:variantId', { body: variantSchema, answer: edit, policy: products }),
  /** Cannot be undone; after the last variant the answer's product has `deletedAt` set. */
  deleteVariant: route.delete('/api/products/:id/variants/:variantId', { answer: edit, policy: products }),
  variantTranslations: route.put('/api/products/:id/variants/:variantId/translations', { body: translationsBodySchema, answer: edit, policy: products }),
  /** Multipart: `slot` and the image as `file` (the BFF checks size, extension and signature before anything travels). */
  uploadImage: route.post('/api/products/:id/variants/:variantId/images', {
    body: multipart({ maxBytes: IMAGE_MAX_BYTES + FORM_FIELDS_BYTES, tooLarge: { file: 'validation.imageTooLarge' } }),
    answer: edit,
    policy: products,
  }),
  changeImage: route.post('/api/products/:id/variants/:variantId/images/:action{default|remove}', {
    params: { action: param.oneOf(IMAGE_ACTIONS) },
    body: imageRefSchema,
    answer: edit,
    policy: products,
  }),
};

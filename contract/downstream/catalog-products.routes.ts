/** The marketplace service's product edit and deleted-product routes (types and refusals in catalog-products.ts). */
import { answer, param, policy, route } from '../api/route-def';
import { productBasicSchema, variantSchema } from '../catalog/catalog.schemas';
import {
  deletedProductFilterProblems,
  deletedProductQueryToRaw,
  parseDeletedProductQuery,
  type DeletedProductListAnswer,
} from '../catalog/deleted-product.query';
import {
  imageRefSchema,
  translationsBodySchema,
  type DeletedProductAnswer,
  type ProductEditAnswer,
  type ProductLogsAnswer,
  type ProductRatingsAnswer,
  type ProductSummaryListAnswer,
} from '../catalog/product.api';
import { imageUploadSchema, type ImageFileAnswer } from './catalog-products';
import { productLookupQuery } from '../catalog/product.routes';
import { serviceListQuery, serviceRoutes } from './service-route';

const token = policy.token();
const PRODUCT = '/v1/companies/:companyId/products/:productId';
const VARIANT = `${PRODUCT}/variants/:variantId`;
const edited = answer<ProductEditAnswer>();

export const CATALOG_PRODUCT_ROUTES = serviceRoutes('marketplace', {
  /** The company's products among the ids. */
  lookupProducts: route.get('/v1/companies/:companyId/products', { query: productLookupQuery, answer: answer<ProductSummaryListAnswer>(), policy: token }),
  /** Also for a deleted product (`product.deletedAt` set, no variants). */
  getProduct: route.get(PRODUCT, { answer: edited, policy: token }),
  /** The Basic tab. */
  updateBasic: route.put(PRODUCT, { body: productBasicSchema, answer: edited, policy: token }),
  updateTranslations: route.put(`${PRODUCT}/translations`, { body: translationsBodySchema, answer: edited, policy: token }),
  /** The product's and its variants' marketplace logs. */
  productLogs: route.get(`${PRODUCT}/logs`, { answer: answer<ProductLogsAnswer>(), policy: token }),
  productRatings: route.get(`${PRODUCT}/ratings`, { answer: answer<ProductRatingsAnswer>(), policy: token }),
  /** An uploaded image's file. */
  imageFile: route.get(`${PRODUCT}/images/:imageKey`, { params: { imageKey: param.text }, answer: answer<ImageFileAnswer>(), policy: token }),
  /** 201; 409 skuInUse when another variant of the company has the SKU. */
  addVariant: route.post(`${PRODUCT}/variants`, { body: variantSchema, answer: edited, status: 201, policy: token }),
  updateVariant: route.put(VARIANT, { body: variantSchema, answer: edited, policy: token }),
  /** Cannot be undone. Deleting the last variant deletes the product: the answer then has `product.deletedAt` set and no variants. */
  deleteVariant: route.delete(VARIANT, { answer: edited, policy: token }),
  updateVariantTranslations: route.put(`${VARIANT}/translations`, { body: translationsBodySchema, answer: edited, policy: token }),
  uploadImage: route.post(`${VARIANT}/images`, { body: imageUploadSchema, answer: edited, policy: token }),
  /** An extra image becomes the default. */
  makeDefaultImage: route.post(`${VARIANT}/images/default`, { body: imageRefSchema, answer: edited, policy: token }),
  removeImage: route.post(`${VARIANT}/images/remove`, { body: imageRefSchema, answer: edited, policy: token }),

  listDeletedProducts: route.get('/v1/companies/:companyId/deleted-products', {
    query: serviceListQuery(parseDeletedProductQuery, deletedProductQueryToRaw, deletedProductFilterProblems),
    answer: answer<DeletedProductListAnswer>(),
    policy: token,
  }),
  getDeletedProduct: route.get('/v1/companies/:companyId/deleted-products/:productId', { answer: answer<DeletedProductAnswer>(), policy: token }),
});

/**
 * Marketplace service: product edit, variants, images, translations and deleted products. Paths under
 * /v1/companies/:companyId (JWT scoped to that company, like contract/downstream/marketplace.ts): a product of another
 * company is a 404. Bad bodies answer 400 `{ error: 'validation' }`; business refusals 409 `{ error: <ErrorCode> }`
 * (skuInUse, productDeleted, categoryRestricted); an image over the limit 413 `fileTooLarge`, of the wrong kind 400
 * `unsupportedFile`.
 */
import type { ProductBasicInput, VariantInput } from '../catalog/catalog.schemas';
import type { DeletedProductListAnswer } from '../catalog/deleted-product.query';
import type {
  DeletedProductAnswer, ImageRefBody, ImageSlot, ProductEditAnswer, ProductLogsAnswer, ProductRatingsAnswer, ProductSummaryListAnswer, TranslationsBody,
} from '../catalog/product.api';

/** An image as it travels to the service (base64, like invoice PDFs) and back from it. */
export interface ImageUploadBody {
  slot: ImageSlot;
  fileName: string;
  contentBase64: string;
}

export interface ImageFileAnswer {
  fileName: string;
  contentType: string;
  contentBase64: string;
}

export interface CatalogProductsApi {
  /** GET /products?ids=1,2 — the company's products among the ids (contract/catalog/product.api.ts productLookupIds). */
  lookupProducts: { answer: ProductSummaryListAnswer };
  /** GET /products/:productId — also for a deleted product (`product.deletedAt` set, no variants). */
  getProduct: { answer: ProductEditAnswer };
  /** PUT /products/:productId — the Basic tab. */
  updateBasic: { body: ProductBasicInput; answer: ProductEditAnswer };
  /** PUT /products/:productId/translations */
  updateTranslations: { body: TranslationsBody; answer: ProductEditAnswer };
  /** GET /products/:productId/logs — the product's and its variants' marketplace logs. */
  productLogs: { answer: ProductLogsAnswer };
  /** GET /products/:productId/ratings */
  productRatings: { answer: ProductRatingsAnswer };
  /** POST /products/:productId/variants — 409 skuInUse when another variant of the company has the SKU. */
  addVariant: { body: VariantInput; answer: ProductEditAnswer };
  /** PUT /products/:productId/variants/:variantId */
  updateVariant: { body: VariantInput; answer: ProductEditAnswer };
  /** PUT /products/:productId/variants/:variantId/translations */
  updateVariantTranslations: { body: TranslationsBody; answer: ProductEditAnswer };
  /**
   * DELETE /products/:productId/variants/:variantId — cannot be undone. Deleting the last variant deletes the product:
   * the answer then has `product.deletedAt` set and no variants.
   */
  deleteVariant: { answer: ProductEditAnswer };
  /** POST /products/:productId/variants/:variantId/images */
  uploadImage: { body: ImageUploadBody; answer: ProductEditAnswer };
  /** POST /products/:productId/variants/:variantId/images/default — an extra becomes the default. */
  makeDefaultImage: { body: ImageRefBody; answer: ProductEditAnswer };
  /** POST /products/:productId/variants/:variantId/images/remove */
  removeImage: { body: ImageRefBody; answer: ProductEditAnswer };
  /** GET /products/:productId/images/:imageKey — an uploaded image's file. */
  imageFile: { answer: ImageFileAnswer };
  /** GET /deleted-products — the query of contract/catalog/deleted-product.query.ts. */
  listDeletedProducts: { answer: DeletedProductListAnswer };
  /** GET /deleted-products/:productId */
  getDeletedProduct: { answer: DeletedProductAnswer };
}

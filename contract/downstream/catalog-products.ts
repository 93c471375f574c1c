/**
 * Marketplace service: product edit, variants, images, translations and deleted products (catalog-products.routes.ts),
 * under /v1/companies/:companyId (JWT scoped to that company, like marketplace.ts): a product of another company is a
 * 404. Bad bodies answer 400 `{ error: 'validation' }`; business refusals 409 `{ error: <ErrorCode> }` (skuInUse,
 * productDeleted, categoryRestricted); an image over the limit 413 `fileTooLarge`, of the wrong kind 400 `unsupportedFile`.
 */
import type { ImageSlot } from '../catalog/product.api';

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

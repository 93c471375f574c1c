/**
 * Marketplace service: product edit, variants, images, translations and deleted products (catalog-products.routes.ts),
 * under /v1/companies/:companyId (JWT scoped to that company, like marketplace.ts): a product of another company is a
 * 404. Bad bodies answer 400 `{ error: 'validation' }`; business refusals 409 `{ error: <ErrorCode> }` (skuInUse,
 * productDeleted, categoryRestricted); an image over the limit 413 `fileTooLarge`, of the wrong kind 400 `unsupportedFile`.
 */
import * as yup from 'yup';
import { IMAGE_SLOTS, type ImageSlot } from '../catalog/product.api';
import { uploadedFileSchema } from './uploaded-file';

/** An image as it travels to the service (base64, like invoice PDFs), with the slot it fills. */
export const imageUploadSchema = uploadedFileSchema.shape({
  slot: yup.mixed<ImageSlot>().oneOf(IMAGE_SLOTS, 'validation.required').required('validation.required'),
});
export type ImageUploadBody = yup.InferType<typeof imageUploadSchema>;

/** An image as it travels back from the service. */
export interface ImageFileAnswer {
  fileName: string;
  contentType: string;
  contentBase64: string;
}

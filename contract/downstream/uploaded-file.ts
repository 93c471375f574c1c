/**
 * A file as it travels to a service (product images, the company logo, claim photos, ticket attachments): its name and
 * its bytes base64-encoded. The schema checks the shape; what the bytes hold (kind, size, first bytes) the service
 * checks by the file's own rules.
 */
import * as yup from 'yup';

export const uploadedFileSchema = yup.object({
  fileName: yup.string().strict().required('validation.required').matches(/\S/, 'validation.required'),
  contentBase64: yup.string().strict().required('validation.required'),
});
export type UploadedFile = yup.InferType<typeof uploadedFileSchema>;

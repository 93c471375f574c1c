/**
 * Images sent base64 to the marketplace service (claim photos, ticket reply attachments), checked again here as the
 * BFF checked them: how many, then each one's extension, size and first bytes (the product image rules).
 */
import { imageFileProblem } from '@contract/catalog/catalog.rules';
import type { UploadedFile } from '@contract/downstream/uploaded-file';
import { base64Facts } from './catalog/product-images';
import { refusal, type Refusal } from './refusal';

/** The images (their shape checked by the route's schema), or the refusal: `tooMany` past `max`, else the first bad file's. */
export function checkedImages(images: readonly UploadedFile[], field: string, max: number, tooMany: string): UploadedFile[] | Refusal {
  if (images.length > max) return refusal('validation', { [field]: tooMany });
  for (const { fileName, contentBase64 } of images) {
    const facts = base64Facts(contentBase64);
    if (!facts) return refusal('unsupportedFile', { [field]: 'validation.imageExtension' });
    const problem = imageFileProblem({ name: fileName, size: facts.size, head: facts.head });
    if (problem === 'validation.imageTooLarge') return refusal('fileTooLarge', { [field]: problem });
    if (problem) return refusal('unsupportedFile', { [field]: problem });
  }
  return [...images];
}

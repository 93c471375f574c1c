/**
 * Images sent base64 to the marketplace service (claim photos, ticket reply attachments), checked again here as the
 * BFF checked them: how many, then each one's extension, size and first bytes (the product image rules).
 */
import { imageFileProblem } from '@contract/catalog/catalog.rules';
import { base64Facts } from './catalog/product-images';
import { refusal, type Refusal } from './refusal';

export interface UploadedImage {
  fileName: string;
  contentBase64: string;
}

/** The images of `input` under `field` (none when absent), or the refusal: `tooMany` past `max`, else the first bad file's. */
export function checkedImages(input: unknown, field: string, max: number, tooMany: string): UploadedImage[] | Refusal {
  const sent = input === undefined ? [] : input;
  if (!Array.isArray(sent)) return refusal('validation', { [field]: 'validation.required' });
  if (sent.length > max) return refusal('validation', { [field]: tooMany });
  const images: UploadedImage[] = [];
  for (const image of sent as unknown[]) {
    const { fileName, contentBase64 } = (image ?? {}) as Record<string, unknown>;
    const facts = typeof contentBase64 === 'string' ? base64Facts(contentBase64) : null;
    if (typeof fileName !== 'string' || !fileName.trim() || !facts) return refusal('unsupportedFile', { [field]: 'validation.imageExtension' });
    const problem = imageFileProblem({ name: fileName, size: facts.size, head: facts.head });
    if (problem === 'validation.imageTooLarge') return refusal('fileTooLarge', { [field]: problem });
    if (problem) return refusal('unsupportedFile', { [field]: problem });
    images.push({ fileName, contentBase64: contentBase64 as string });
  }
  return images;
}

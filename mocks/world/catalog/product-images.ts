/**
 * Variant images (spec §3 default and extra images, §5 jpg/jpeg/webp/png up to 3 MB). Uploaded files are kept in the
 * world like invoice PDFs (base64 under `world.productImages`) and served at the BFF's image path, so product answers
 * stay small; an image is named by its URL.
 */
import { API } from '@contract/api/paths';
import { IMAGE_MAX_EXTRA, imageExtensionOf, imageFileProblem } from '@contract/catalog/catalog.rules';
import type { ProductImage, Variant } from '@contract/catalog/catalog.types';
import { IMAGE_HEAD_BYTES, imageContentType, imageRefSchema, type ImageSlot } from '@contract/catalog/product.api';
import type { ImageFileAnswer, ImageUploadBody } from '@contract/downstream/catalog-products';
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { World } from '../world';
import { appendCatalogLog } from './product-logs';
import { productEditOf, productInCatalog, type FoundProduct } from './product-detail';
import { editableProduct, isFound, type ProductResult } from './product-operations';
import { refusal, type Refusal } from '../refusal';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes a base64 text stands for, and its first bytes. */
export function base64Facts(content: string): { size: number; head: Uint8Array } | null {
  if (!BASE64.test(content) || content.length % 4 !== 0) return null;
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  const headText = atob(content.slice(0, Math.ceil(IMAGE_HEAD_BYTES / 3) * 4));
  return { size: (content.length / 4) * 3 - padding, head: Uint8Array.from(headText, (char) => char.charCodeAt(0)).subarray(0, IMAGE_HEAD_BYTES) };
}

const full = (variant: Variant, slot: ImageSlot) => variant.extraImages.length + (slot === 'extra' || variant.defaultImage ? 1 : 0) > IMAGE_MAX_EXTRA;

type VariantLookup = { found: FoundProduct; variant: Variant } | Refusal | undefined;

function variantIn(world: World, companyId: number, productId: number, variantId: number): VariantLookup {
  const found = editableProduct(world, companyId, productId);
  if (!isFound(found)) return found;
  const variant = found.catalog.variants.find((candidate) => candidate.id === variantId && candidate.productId === productId);
  return variant ? { found, variant } : undefined;
}

export function uploadVariantImage(world: World, companyId: number, productId: number, variantId: number, body: ImageUploadBody, now: number): ProductResult {
  const lookup = variantIn(world, companyId, productId, variantId);
  if (!lookup || 'code' in lookup) return lookup;
  const { found, variant } = lookup;
  const { slot, fileName, contentBase64 } = body;
  const facts = base64Facts(contentBase64);
  if (!facts) return refusal('unsupportedFile', { file: 'validation.imageExtension' });
  const problem = imageFileProblem({ name: fileName, size: facts.size, head: facts.head });
  if (problem === 'validation.imageTooLarge') return refusal('fileTooLarge', { file: problem });
  if (problem) return refusal('unsupportedFile', { file: problem });
  if (full(variant, slot)) return refusal('validation', { file: 'validation.imageSlotFull' });
  const key = `${variantId}-${Object.keys(world.productImages).length + 1}.${imageExtensionOf(fileName)}`;
  world.productImages[`${companyId}/${key}`] = { productId, fileName, contentBase64 };
  const image: ProductImage = { url: `${API.productEdit}/${productId}/images/${key}`, fileName, sizeBytes: facts.size };
  if (slot === 'default') {
    if (variant.defaultImage) variant.extraImages.unshift(variant.defaultImage);
    variant.defaultImage = image;
  } else {
    variant.extraImages.push(image);
  }
  found.catalog.version += 1;
  appendCatalogLog(world, found.catalog, { type: 'variant', id: variantId }, `Image ${fileName} of ${variant.sku} sent to {marketplace}.`, now);
  return productEditOf(world, found, now);
}

/** `default`: an extra becomes the default (the old default joins the extras). `remove`: the first extra replaces a removed default. */
export function changeVariantImage(
  world: World,
  companyId: number,
  productId: number,
  variantId: number,
  action: 'default' | 'remove',
  input: unknown,
  now: number,
): ProductResult {
  const lookup = variantIn(world, companyId, productId, variantId);
  if (!lookup || 'code' in lookup) return lookup;
  const { found, variant } = lookup;
  const problems = fieldErrors(imageRefSchema, input);
  if (problems) return refusal('validation', problems);
  const { url } = imageRefSchema.cast(input, { stripUnknown: true });
  const extra = variant.extraImages.find((image) => image.url === url);
  if (action === 'default') {
    if (!extra) return undefined;
    variant.extraImages = [...(variant.defaultImage ? [variant.defaultImage] : []), ...variant.extraImages.filter((image) => image !== extra)];
    variant.defaultImage = extra;
  } else if (variant.defaultImage?.url === url) {
    variant.defaultImage = variant.extraImages.shift() ?? null;
  } else {
    if (!extra) return undefined;
    variant.extraImages = variant.extraImages.filter((image) => image !== extra);
  }
  found.catalog.version += 1;
  const text = action === 'default' ? `Default image of ${variant.sku} changed on {marketplace}.` : `Image removed from ${variant.sku} on {marketplace}.`;
  appendCatalogLog(world, found.catalog, { type: 'variant', id: variantId }, text, now);
  return productEditOf(world, found, now);
}

/** An uploaded image of the company's product (deleted products' images too). */
export function productImageFile(world: World, companyId: number, productId: number, imageKey: string): ImageFileAnswer | undefined {
  const stored = world.productImages[`${companyId}/${imageKey}`];
  if (!stored || stored.productId !== productId || !productInCatalog(world, companyId, productId)) return undefined;
  return { fileName: stored.fileName, contentType: imageContentType(stored.fileName), contentBase64: stored.contentBase64 };
}

import { IMAGE_MAX_BYTES } from '@contract/catalog/catalog.rules';
import type { ProductEditAnswer } from '@contract/catalog/product.api';
import { createWorld, type World } from '../world';
import { catalogOf } from './catalog-access';
import { variantsOfProduct } from './product-detail';
import { base64Facts, changeVariantImage, productImageFile, uploadVariantImage } from './product-images';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const base64 = (bytes: readonly number[]) => btoa(String.fromCharCode(...bytes));

function firstVariant(world: World) {
  const catalog = catalogOf(world, 1001)!;
  const product = catalog.products.find((candidate) => !candidate.deletedAt && variantsOfProduct(catalog, candidate.id).length > 0)!;
  return { product, variant: variantsOfProduct(catalog, product.id)[0]! };
}

describe('variant images', () => {
  let world: World;
  beforeEach(() => {
    world = createWorld({ now: NOW });
  });

  it('reads the size and first bytes of a base64 file', () => {
    expect(base64Facts(base64(PNG))).toEqual({ size: PNG.length, head: Uint8Array.from(PNG) });
    expect(base64Facts('not base64!')).toBeNull();
  });

  it('uploads a default (the old one joins the extras), makes an extra the default, removes, and serves the file', () => {
    const { product, variant } = firstVariant(world);
    const before = variant.defaultImage;
    const uploaded = uploadVariantImage(
      world,
      1001,
      product.id,
      variant.id,
      { slot: 'default', fileName: 'front.png', contentBase64: base64(PNG) },
      NOW,
    ) as ProductEditAnswer;
    const after = uploaded.variants.find((candidate) => candidate.id === variant.id)!;
    expect(after.defaultImage).toMatchObject({ fileName: 'front.png', sizeBytes: PNG.length });
    if (before) expect(after.extraImages[0]).toEqual(before);
    const key = after.defaultImage!.url.split('/').pop()!;
    expect(productImageFile(world, 1001, product.id, key)).toEqual({ fileName: 'front.png', contentType: 'image/png', contentBase64: base64(PNG) });
    expect(productImageFile(world, 1002, product.id, key)).toBeUndefined();

    const extra = uploadVariantImage(
      world,
      1001,
      product.id,
      variant.id,
      { slot: 'extra', fileName: 'side.png', contentBase64: base64(PNG) },
      NOW,
    ) as ProductEditAnswer;
    const sideUrl = extra.variants.find((candidate) => candidate.id === variant.id)!.extraImages.at(-1)!.url;
    const swapped = changeVariantImage(world, 1001, product.id, variant.id, 'default', { url: sideUrl }, NOW) as ProductEditAnswer;
    const now = swapped.variants.find((candidate) => candidate.id === variant.id)!;
    expect(now.defaultImage!.url).toBe(sideUrl);
    expect(now.extraImages[0]!.fileName).toBe('front.png');
    const removed = changeVariantImage(world, 1001, product.id, variant.id, 'remove', { url: sideUrl }, NOW) as ProductEditAnswer;
    expect(removed.variants.find((candidate) => candidate.id === variant.id)!.defaultImage!.fileName).toBe('front.png');
    expect(changeVariantImage(world, 1001, product.id, variant.id, 'remove', { url: sideUrl }, NOW)).toBeUndefined();
  });

  it('refuses other extensions, content that is not what its name says, and files over 3 MB', () => {
    const { product, variant } = firstVariant(world);
    const upload = (fileName: string, contentBase64: string) =>
      uploadVariantImage(world, 1001, product.id, variant.id, { slot: 'extra', fileName, contentBase64 }, NOW);
    expect(upload('photo.gif', base64(PNG))).toEqual({ code: 'unsupportedFile', fields: { file: 'validation.imageExtension' } });
    expect(upload('photo.jpg', base64(PNG))).toEqual({ code: 'unsupportedFile', fields: { file: 'validation.imageContent' } });
    const large = btoa(String.fromCharCode(...PNG) + '\0'.repeat(IMAGE_MAX_BYTES));
    expect(upload('photo.png', large)).toEqual({ code: 'fileTooLarge', fields: { file: 'validation.imageTooLarge' } });
  });
});

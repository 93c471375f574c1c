import { API } from '@contract/api/paths';
import { IMAGE_MAX_BYTES } from '@contract/catalog/catalog.rules';
import type { ProductEditAnswer } from '@contract/catalog/product.api';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { variantsOfProduct } from '@mocks/world/catalog/product-detail';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const PDF = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);

function form(slot: string, name: string, bytes: Uint8Array): FormData {
  const body = new FormData();
  body.set('slot', slot);
  body.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return body;
}

describe('variant image upload', () => {
  let h: Harness;
  let seller: TestBrowser;
  let path: string;
  let imagesPath: string;
  harnessPerFile(
    async (harness, made) => {
      h = harness;
      seller = made;
      await seller.signIn('ayse@demo.tezgah.dev');
      const catalog = catalogOf(h.sandbox.world, 1001)!;
      const product = catalog.products.find((candidate) => !candidate.deletedAt && variantsOfProduct(catalog, candidate.id).length > 0)!;
      const variant = variantsOfProduct(catalog, product.id)[0]!;
      imagesPath = `${API.productEdit}/${product.id}`;
      path = `${imagesPath}/variants/${variant.id}/images`;
    },
    {},
    { world: 'seeded' },
  );

  it('stores a PNG as the default image and serves its bytes with its type', async () => {
    const response = await seller.upload(path, form('default', 'front.png', PNG));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ProductEditAnswer;
    const image = answer.variants.flatMap((variant) => (variant.defaultImage?.fileName === 'front.png' ? [variant.defaultImage] : []))[0]!;
    expect(image.sizeBytes).toBe(PNG.length);
    expect(image.url.startsWith(`${imagesPath}/images/`)).toBe(true);
    const file = await seller.get(image.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    const omar = new TestBrowser(h.app);
    await omar.signIn('omar@demo.tezgah.dev');
    expect((await omar.get(image.url)).status).toBe(404);
  });

  it('refuses another extension and content that is not what its name says, before anything travels', async () => {
    const before = h.downstreamRequests.length;
    const gif = await seller.upload(path, form('extra', 'photo.gif', PNG));
    expect(gif.status).toBe(415);
    expect((await gif.json()).fields).toEqual({ file: 'validation.imageExtension' });
    const renamed = await seller.upload(path, form('extra', 'photo.png', PDF));
    expect(renamed.status).toBe(415);
    expect((await renamed.json()).fields).toEqual({ file: 'validation.imageContent' });
    const noSlot = await seller.upload(path, form('cover', 'photo.png', PNG));
    expect(noSlot.status).toBe(400);
    expect(h.downstreamRequests.slice(before).some((entry) => entry.request.url.includes('/images'))).toBe(false);
  });

  it('answers 413 for an image over 3 MB: a body over the limit is not read to its end, a file just over it is refused by size', async () => {
    const before = h.downstreamRequests.length;
    for (const size of [IMAGE_MAX_BYTES + 64 * 1024, IMAGE_MAX_BYTES + 1]) {
      const large = new Uint8Array(size);
      large.set(PNG);
      const response = await seller.upload(path, form('extra', 'large.png', large));
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'fileTooLarge', fields: { file: 'validation.imageTooLarge' } });
    }
    expect(h.downstreamRequests.length).toBe(before);
    const exact = new Uint8Array(IMAGE_MAX_BYTES);
    exact.set(PNG);
    expect((await seller.upload(path, form('extra', 'exact.png', exact))).status).toBe(200);
  });
});

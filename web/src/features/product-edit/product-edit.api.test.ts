import { fakeApi, type FakeApi } from '@web/test/fake-api';
import { changeImage, deleteVariant, updateTranslations, uploadImage } from './product-edit.api';

describe('product edit api', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('sends translations to the product or to one variant', async () => {
    api = fakeApi({
      'PUT /api/products/4/translations': { data: { product: { id: 4 } } },
      'PUT /api/products/4/variants/8/translations': { data: { product: { id: 4 } } },
    });
    const translations = [{ language: 'de', name: 'Leinenhemd', description: '' }];
    await updateTranslations(4, { variantId: null, translations });
    await updateTranslations(4, { variantId: 8, translations });
    expect(api.calls.map((call) => call.url)).toEqual(['/api/products/4/translations', '/api/products/4/variants/8/translations']);
    expect(JSON.parse(String(api.calls[1]!.data))).toEqual({ translations });
  });

  it('uploads an image as a form and changes one by its action', async () => {
    api = fakeApi({
      'POST /api/products/4/variants/8/images': { data: { product: { id: 4 } } },
      'POST /api/products/4/variants/8/images/remove': { data: { product: { id: 4 } } },
      'DELETE /api/products/4/variants/8': { data: { product: { id: 4 } } },
    });
    await uploadImage(4, { variantId: 8, slot: 'extra', file: new File(['x'], 'shirt.png', { type: 'image/png' }) });
    await changeImage(4, { variantId: 8, url: '/api/products/4/images/a.png', action: 'remove' });
    await deleteVariant(4, 8);
    const form = api.calls[0]!.data as FormData;
    expect(form.get('slot')).toBe('extra');
    expect((form.get('file') as File).name).toBe('shirt.png');
    expect(JSON.parse(String(api.calls[1]!.data))).toEqual({ url: '/api/products/4/images/a.png' });
    expect(api.calls.map((call) => `${call.method?.toUpperCase()} ${call.url}`)).toEqual([
      'POST /api/products/4/variants/8/images',
      'POST /api/products/4/variants/8/images/remove',
      'DELETE /api/products/4/variants/8',
    ]);
  });
});

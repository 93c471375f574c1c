import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { PRODUCT_ROUTES } from '@contract/catalog/product.routes';
import { VARIANT_ROUTES } from '@contract/catalog/variant.routes';
import type { TestBrowser } from '../test/browser';
import type { Harness } from '../test/harness';
import { harnessPerFile } from '../test/harness-per-file';

const LOOSE_IDS = ['0x3e9', '1e3', '%20100', '100%20', '+100', '1.0', '0', '-1', '9007199254740993'];

function firstRowId(body: unknown): number {
  if (typeof body === 'object' && body !== null && 'items' in body && Array.isArray(body.items)) {
    const [row]: unknown[] = body.items;
    if (typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'number') return row.id;
  }
  throw new Error('no row');
}

describe('ids in paths and queries are digits only', () => {
  let h: Harness;
  let seller: TestBrowser;
  harnessPerFile(async (harness, made) => {
    h = harness;
    seller = made;
    await seller.signIn('ayse@demo.tezgah.dev');
  });

  it('answers 404 for a path id that is not plain digits, and reads one that is', async () => {
    const id = firstRowId(await (await seller.call(ORDER_ROUTES.list, { search: 'pageSize=1' })).json());
    expect((await seller.call(ORDER_ROUTES.detail, { params: { id } })).status).toBe(200);
    for (const loose of [...LOOSE_IDS, `%20${id}`, `${id}.0`]) {
      const response = await seller.get(`${ORDER_ROUTES.list.path}/${loose}`);
      expect([loose, response.status]).toEqual([loose, 404]);
      expect(await response.json()).toMatchObject({ code: 'notFound' });
    }
  });

  it('refuses a product lookup id that is not plain digits', async () => {
    expect((await seller.call(PRODUCT_ROUTES.lookup, { search: 'ids=1001' })).status).toBe(200);
    for (const loose of ['0x3e9', '1e3', '1001,0x3e9', '1.0']) {
      const response = await seller.call(PRODUCT_ROUTES.lookup, { search: `ids=${loose}` });
      expect([loose, response.status]).toEqual([loose, 400]);
    }
  });

  it('passes on only plain-digit brand and category ids of a variant list', async () => {
    const sent = async (query: string) => {
      expect((await seller.call(VARIANT_ROUTES.list, { search: query })).status).toBe(200);
      const request = h.downstreamRequests.filter(({ request }) => new URL(request.url).pathname.endsWith('/variants')).at(-1);
      return new URL(request?.request.url ?? 'http://x/').searchParams;
    };
    expect((await sent('brandId=1001&categoryId=7')).get('brandId')).toBe('1001');
    for (const loose of ['0x3e9', '1e3', '%201001']) {
      const params = await sent(`brandId=${loose}&categoryId=${loose}`);
      expect([loose, params.get('brandId'), params.get('categoryId')]).toEqual([loose, null, null]);
    }
  });
});

/**
 * Role × route: for every route the app declares and every role (and no session), the status it answers; and
 * every answer walked for token-like fields.
 */
import { API } from '@contract/api/paths';
import { ROUTES } from '@contract/routes';
import { TestBrowser } from './test/browser';
import { all, CATEGORY_BODY, seller, signedIn, staffOnly, type Cell, type Who } from './test/role-matrix';
import { STAFF_CELLS } from './test/staff-route-cells';
import { createHarness, type Harness } from './test/harness';
import { declaredRoutes } from './test/route-walk';
import { tokenLeaks } from './test/token-leaks';

const WHO: readonly Who[] = ['anonymous', 'user', 'adminAsUser', 'admin', 'editor'];
const STRONG = 'Strong-pass1';

const bookmarkFor: Record<Who, string> = { anonymous: 'faq', user: 'orders', adminAsUser: 'payments', admin: 'adminCompanies', editor: 'faq' };

/** Product edit bodies the schemas accept, so the cells show the policy and then the unknown product. */
const BASIC_BODY = {
  name: 'Linen shirt, white',
  description: 'A light linen shirt for summer.',
  spu: 'SPU-1',
  categoryId: 1,
  brandId: 1,
  guaranteeMonths: 0,
  taxClass: 'VAT 20%',
  fulfillmentDay: 1,
  status: 'active',
};
const VARIANT_BODY = {
  name: 'Linen shirt M',
  sku: 'SKU-M',
  price: 10,
  retailPrice: 12,
  stock: 1,
  barcode: '8691234567895',
  hsCode: '620520',
  countryOfOrigin: 'TR',
  description: 'A light linen shirt for summer.',
  status: 'active',
  deci: 1,
  weightGrams: 200,
  heightMm: 10,
  widthMm: 200,
  lengthMm: 300,
};

const MATRIX: Record<string, Cell> = {
  ...STAFF_CELLS,
  'GET /healthz': { expect: all(200) },
  'GET /readyz': { expect: all(200) },
  'GET /.well-known/jwks.json': { expect: all(200) },
  // Without METRICS_TOKEN (the matrix's app) there is no metrics endpoint; metrics.routes.test.ts covers it with one.
  'GET /metrics': { expect: all(404) },
  [`POST ${API.loginUser}`]: { body: () => ({ email: 'omar@demo.tezgah.dev', password: 'Tezgah2026!' }), expect: all(200), ownSession: true },
  [`POST ${API.loginAdmin}`]: { body: () => ({ email: 'support@demo.tezgah.dev', password: 'Tezgah2026!' }), expect: all(200), ownSession: true },
  [`POST ${API.register}`]: {
    body: (who, n) => ({ name: 'New Seller', email: `new-${who}-${n}@example.test`, password: STRONG }),
    expect: all(201),
    ownSession: true,
  },
  [`POST ${API.refreshToken}`]: { body: (_w, _n, accessToken) => ({ accessToken }), expect: { ...signedIn(200), anonymous: 401 } },
  [`GET ${API.me}`]: { expect: signedIn(200) },
  [`POST ${API.logout}`]: { expect: all(204), ownSession: true },
  [`POST ${API.forgotPassword}`]: { body: (who, n) => ({ email: `reset-${who}-${n}@example.test` }), expect: all(202) },
  [`GET ${API.resetPassword}/:token`]: { expect: all(200) },
  [`POST ${API.resetPassword}`]: { body: () => ({ token: 'unknown', password: STRONG, confirmPassword: STRONG }), expect: all(410) },
  [`GET ${API.bookmarks}`]: { expect: signedIn(200) },
  [`POST ${API.toggleBookmark}`]: { body: (who) => ({ obj: { id: bookmarkFor[who] } }), expect: signedIn(200) },
  [`GET ${API.mainSearch}`]: { expect: signedIn(200) },
  [`GET ${API.supportLink}`]: { expect: { anonymous: 401, user: 200, adminAsUser: 200, admin: 403, editor: 200 } },
  [`GET ${API.adminCompanies}`]: { expect: staffOnly(200) },
  [`POST ${API.actAs}`]: {
    body: () => ({ companyId: 1001 }),
    expect: staffOnly(200),
    ownSession: true,
  },
  [`POST ${API.adminBack}`]: { expect: { anonymous: 401, user: 409, adminAsUser: 200, admin: 409, editor: 409 }, ownSession: true },
  [`GET ${API.devOutbox}`]: { expect: all(200) },
  [`GET ${API.devServices}`]: { expect: all(200) },
  [`POST ${API.devServices}/:service/:action{down|up}`]: { body: () => ({ companyId: 999999999 }), expect: all(200) },
  [`GET ${API.orders}`]: { expect: seller(200) },
  [`GET ${API.orders}/:id`]: { expect: seller(404) },
  [`GET ${API.orders}/:id/logs`]: { expect: seller(404) },
  [`GET ${API.orders}/:id/invoice/file`]: { expect: seller(404) },
  [`POST ${API.orders}/:id/cancel`]: { body: () => ({ itemIds: [1], reason: 'outOfStock' }), expect: seller(404) },
  [`POST ${API.orders}/:id/packages`]: { body: () => ({ itemIds: [1] }), expect: seller(404) },
  [`POST ${API.orders}/:id/invoice`]: { body: () => ({}), expect: seller(400) },
  [`DELETE ${API.orders}/:id`]: { expect: { ...seller(404), user: 403 } },
  [`POST ${API.ordersExport}`]: { body: () => ({ from: '2026-01-01', to: '2026-01-20' }), expect: seller(400) },
  [`GET ${API.packages}`]: { expect: seller(200) },
  [`GET ${API.packages}/:id`]: { expect: seller(404) },
  [`POST ${API.packages}/:id/label/:action{refresh|recreate}`]: { expect: seller(404) },
  [`DELETE ${API.packages}/:id`]: { expect: { ...seller(404), user: 403 } },
  [`POST ${API.packagesExport}`]: { body: () => ({}), expect: seller(400) },
  [`GET ${API.transactions}`]: { expect: seller(200) },
  [`GET ${API.transactions}/:id`]: { expect: seller(404) },
  [`GET ${API.transactions}/:id/file`]: { expect: seller(404) },
  [`GET ${API.transactions}/:id/import-error-file`]: { expect: seller(404) },
  [`GET ${API.imports}/settings`]: { expect: seller(200) },
  [`PUT ${API.imports}/state`]: { body: () => ({ state: 'allowed' }), expect: { ...seller(403), adminAsUser: 200 } },
  [`POST ${API.imports}/:kind{productVariant|stockPrice|fulfillmentDay}`]: { body: () => ({}), expect: seller(415) },
  [`POST ${API.imports}/:kind{productVariant|stockPrice|fulfillmentDay}/rows`]: { body: () => ({}), expect: seller(400) },
  [`GET ${API.imports}/errors`]: { expect: seller(200) },
  [`GET ${API.imports}/template-categories`]: { expect: seller(200) },
  [`GET ${API.imports}/templates/stock-price`]: { expect: seller(200) },
  [`GET ${API.imports}/templates/fulfillment-day`]: { expect: seller(200) },
  [`GET ${API.imports}/templates/product-variant/:categoryId`]: { expect: seller(404) },
  [`GET ${API.dashboard}`]: { expect: seller(200) },
  [`GET ${API.today}`]: { expect: seller(200) },
  [`GET ${API.reconciliation}`]: { expect: seller(200) },
  [`GET ${API.reconciliation}/periods/:id`]: { expect: seller(404) },
  [`POST ${API.reconciliationExport}`]: { body: () => ({ from: '2026-01-01', to: '2026-01-20' }), expect: seller(400) },
  [`GET ${API.payments}`]: { expect: { ...seller(403), adminAsUser: 200 } },
  [`GET ${API.payments}/:id`]: { expect: { ...seller(403), adminAsUser: 404 } },
  [`GET ${API.marketplaceSales}`]: { expect: { ...seller(403), adminAsUser: 200 } },
  [`POST ${API.marketplaceSales}/:marketplace`]: { body: () => ({ rate: 0 }), expect: { ...seller(403), adminAsUser: 404 } },
  [`GET ${API.mpProducts}`]: { expect: seller(200) },
  [`GET ${API.marketplaceLogs}`]: { expect: seller(200) },
  [`GET ${API.marketplaceLogs}/:id`]: { expect: seller(404) },
  [`GET ${API.variants}`]: { expect: seller(200) },
  [`POST ${API.variantsQuickEdit}`]: {
    body: () => ({ variants: [{ id: 999999999, price: 1, retailPrice: 1, stock: 1, status: 'active' }] }),
    expect: seller(400),
  },
  [`GET ${API.productValidation}`]: { expect: seller(200) },
  [`GET ${API.productEdit}`]: { expect: seller(400) },
  [`GET ${API.productEdit}/:id`]: { expect: seller(404) },
  [`PUT ${API.productEdit}/:id`]: { body: () => BASIC_BODY, expect: seller(404) },
  [`PUT ${API.productEdit}/:id/translations`]: { body: () => ({ translations: [] }), expect: seller(404) },
  [`GET ${API.productEdit}/:id/logs`]: { expect: seller(404) },
  [`GET ${API.productEdit}/:id/ratings`]: { expect: seller(404) },
  [`GET ${API.productEdit}/:id/images/:imageKey`]: { expect: seller(404) },
  [`POST ${API.productEdit}/:id/variants`]: { body: () => VARIANT_BODY, expect: seller(404) },
  [`PUT ${API.productEdit}/:id/variants/:variantId`]: { body: () => VARIANT_BODY, expect: seller(404) },
  [`DELETE ${API.productEdit}/:id/variants/:variantId`]: { expect: seller(404) },
  [`PUT ${API.productEdit}/:id/variants/:variantId/translations`]: { body: () => ({ translations: [] }), expect: seller(404) },
  [`POST ${API.productEdit}/:id/variants/:variantId/images`]: { body: () => ({}), expect: seller(400) },
  [`POST ${API.productEdit}/:id/variants/:variantId/images/:action{default|remove}`]: { body: () => ({ url: '/x.png' }), expect: seller(404) },
  [`GET ${API.deletedProducts}`]: { expect: seller(200) },
  [`GET ${API.deletedProducts}/:id`]: { expect: seller(404) },
  [`GET ${API.brands}`]: { expect: seller(200) },
  [`POST ${API.brands}`]: { body: () => ({}), expect: seller(400) },
  [`GET ${API.brands}/:id`]: { expect: seller(404) },
  [`PUT ${API.brands}/:id`]: { body: () => ({ name: 'Matrix', status: 'active', crossings: [] }), expect: seller(404) },
  [`GET ${API.categories}`]: { expect: seller(200) },
  [`GET ${API.categoryTree}`]: { expect: seller(200) },
  [`POST ${API.categories}`]: { body: () => ({}), expect: { ...seller(403), adminAsUser: 400 } },
  [`GET ${API.categories}/:id`]: { expect: seller(404) },
  [`PUT ${API.categories}/:id`]: { body: () => CATEGORY_BODY, expect: { ...seller(403), adminAsUser: 404 } },
  [`DELETE ${API.categories}/:id`]: { expect: { ...seller(403), adminAsUser: 404 } },
  [`GET ${API.categories}/:id/cross`]: { expect: seller(404) },
  [`PUT ${API.categories}/:id/crossings/:marketplace`]: {
    body: () => ({ remoteCategoryId: 'x', syncMode: 'once' }),
    expect: { ...seller(403), adminAsUser: 404 },
  },
  [`DELETE ${API.categories}/:id/crossings/:marketplace`]: { expect: { ...seller(403), adminAsUser: 404 } },
  [`PUT ${API.categories}/:id/crossings/:marketplace/attributes/:attributeId`]: {
    body: () => ({ remoteAttributeId: 'x' }),
    expect: { ...seller(403), adminAsUser: 404 },
  },
  [`DELETE ${API.categories}/:id/crossings/:marketplace/attributes/:attributeId`]: { expect: { ...seller(403), adminAsUser: 404 } },
  [`PUT ${API.categories}/:id/crossings/:marketplace/attributes/:attributeId/values/:valueId`]: {
    body: () => ({ remoteValueId: 'x' }),
    expect: { ...seller(403), adminAsUser: 404 },
  },
  [`DELETE ${API.categories}/:id/crossings/:marketplace/attributes/:attributeId/values/:valueId`]: { expect: { ...seller(403), adminAsUser: 404 } },
  [`GET ${API.mappingHealth}`]: { expect: seller(200) },
  [`GET ${API.marketplaceCategories}`]: { expect: seller(400) },
  [`GET ${API.restrictedCategories}`]: { expect: seller(200) },
  [`GET ${API.oldAttributes}`]: { expect: seller(200) },
  ['GET /api/claims']: { expect: seller(200) },
  ['POST /api/claims/export']: { body: () => ({ from: '2026-01-01', to: '2026-01-20' }), expect: seller(400) },
  ['GET /api/claims/:id']: { expect: seller(404) },
  ['POST /api/claims/:id/approve']: { expect: seller(404) },
  ['POST /api/claims/:id/reject']: { body: () => ({}), expect: seller(400) },
  ['GET /api/claims/:id/photos/:photoKey']: { expect: seller(404) },
  ['GET /api/questions']: { expect: seller(200) },
  ['GET /api/questions/:id']: { expect: seller(404) },
  ['POST /api/questions/:id/reply']: { body: () => ({}), expect: seller(400) },
  ['POST /api/questions/:id/claim']: { body: () => ({ type: 'return', explanation: 'Matrix.' }), expect: seller(404) },
  ['GET /api/questions/:id/attachments/:attachmentKey']: { expect: seller(404) },
  ['GET /api/ready-answers']: { expect: seller(200) },
  ['POST /api/ready-answers']: { body: () => ({ title: '', message: '' }), expect: seller(400) },
  ['PUT /api/ready-answers/:id']: { body: () => ({ title: 'Matrix', message: 'Matrix.' }), expect: seller(404) },
  ['DELETE /api/ready-answers/:id']: { expect: seller(404) },
  ['GET /api/help/faq']: { expect: { ...seller(200), editor: 200 } },
  ['GET /api/messages']: { expect: seller(200) },
  ['GET /api/messages/:id']: { expect: seller(404) },
  ['POST /api/messages/:id/read']: { expect: seller(404) },
  ['GET /api/company-info']: { expect: seller(200) },
  ['PUT /api/company-info/addresses']: { body: () => ({}), expect: seller(400) },
  ['PUT /api/company-info/contact']: { body: () => ({}), expect: seller(400) },
  ['PUT /api/company-info/company']: { body: () => ({}), expect: seller(400) },
  ['PUT /api/company-info/bank']: { body: () => ({}), expect: { ...seller(400), adminAsUser: 403 } },
  ['POST /api/company-info/logo']: { body: () => ({}), expect: seller(400) },
  ['GET /api/company-info/logo']: { expect: seller(404) },
  ['GET /api/logistics/profile']: { expect: seller(200) },
  ['GET /api/logistics/holidays']: { expect: seller(200) },
  ['POST /api/logistics/holidays/export']: { body: () => ({ country: 'XX' }), expect: seller(400) },
  ['POST /api/logistics/holidays']: { body: () => ({ name: '', country: '', start: '', end: '' }), expect: seller(400) },
  ['PUT /api/logistics/holidays/:id']: { body: () => ({ name: 'Matrix', country: 'TR', start: '2099-01-01', end: '2099-01-02' }), expect: seller(404) },
  ['DELETE /api/logistics/holidays/:id']: { expect: seller(404) },
  ['GET /api/logistics/ead']: { expect: seller(200) },
  ['POST /api/logistics/ead/export']: { body: () => ({ destination: 'XX' }), expect: seller(400) },
  ['GET /api/api-keys']: { expect: seller(200) },
  ['POST /api/api-keys']: { body: () => ({ name: '' }), expect: { ...seller(403), user: 400 } },
  ['DELETE /api/api-keys/:id']: { expect: { ...seller(403), user: 404 } },
  ['GET /api/campaigns']: { expect: seller(200) },
  ['POST /api/campaigns']: { body: () => ({}), expect: seller(400) },
  ['GET /api/campaign-sku-template']: { expect: seller(200) },
  ['GET /api/campaigns/:id']: { expect: seller(404) },
  ['PUT /api/campaigns/:id']: { body: () => ({}), expect: seller(400) },
  ['POST /api/campaigns/:id/cancel']: { expect: seller(404) },
  ['GET /api/campaigns/:id/variant-search']: { expect: seller(400) },
  ['POST /api/campaigns/:id/variants']: { body: () => ({}), expect: seller(400) },
  ['POST /api/campaigns/:id/sku-imports']: { body: () => ({}), expect: seller(404) },
};

/** Real path for a pattern: ids that exist nowhere, so the cell shows the policy without changing the world. */
const concretePath = (pattern: string) =>
  pattern
    .replace(':token', 'unknown-token')
    .replace(':id', '999999999')
    .replace(':companyId', '999999999')
    .replace(':service/:action{down|up}', 'accounting/up')
    .replace(':action{refresh|recreate}', 'refresh')
    .replace(':variantId', '1')
    .replace(':imageKey', 'x.png')
    .replace(':action{default|remove}', 'default')
    .replace(':kind{productVariant|stockPrice|fulfillmentDay}', 'stockPrice')
    .replace(':categoryId', '999999999')
    .replace(':photoKey', '1-1.png')
    .replace(':attachmentKey', '1-1.png');

async function browserFor(h: Harness, who: Who): Promise<{ browser: TestBrowser; accessToken: string }> {
  const browser = new TestBrowser(h.app);
  if (who === 'anonymous') return { browser, accessToken: 'none.none' };
  if (who === 'adminAsUser') return { browser, accessToken: (await browser.actAs(1001)).accessToken };
  const email = { user: 'ayse@demo.tezgah.dev', admin: 'admin@demo.tezgah.dev', editor: 'editor@demo.tezgah.dev' }[who];
  return { browser, accessToken: (await browser.signIn(email, who !== 'user')).accessToken };
}

describe('role × route matrix', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });

  it('lists every declared route', () => {
    expect(
      declaredRoutes(h.app)
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(Object.keys(MATRIX).sort());
  });

  it('bookmark ids used are real pages', () => {
    for (const id of Object.values(bookmarkFor)) expect(ROUTES.some((r) => r.id === id)).toBe(true);
  });

  describe.each(WHO)('as %s', (who) => {
    let shared: { browser: TestBrowser; accessToken: string };
    beforeAll(async () => {
      shared = await browserFor(h, who);
    });

    it.each(Object.entries(MATRIX))('%s', async (key, cell) => {
      const [method, pattern] = key.split(' ') as [string, string];
      const { browser, accessToken } = cell.ownSession ? await browserFor(h, who) : shared;
      const path = concretePath(pattern);
      const n = Math.floor(Math.random() * 1e9);
      const response = await browser.send(method, path, cell.body ? { body: cell.body(who, n, accessToken) } : {});
      expect({ key, who, status: response.status }).toEqual({ key, who, status: cell.expect[who] });

      const text = await response.text();
      // Files (templates) are walked as text only: no cookie or token id may appear in them either.
      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      const body: unknown = text && isJson ? JSON.parse(text) : null;
      const isLogin = [API.loginUser, API.loginAdmin, API.register, API.refreshToken, API.actAs, API.adminBack].includes(pattern as never);
      expect(
        tokenLeaks(body, {
          allowedKeys: isLogin ? ['accessToken'] : [],
          allowedJwtPaths: pattern === API.supportLink ? ['$.url'] : [],
        }),
      ).toEqual([]);
      for (const cookie of browser.cookies.values()) expect(text).not.toContain(cookie);
      expect([...new Set(h.claims.map(({ payload }) => String(payload.jti)))].filter((jti) => text.includes(jti))).toEqual([]);
    });
  });
});

/** Currency Tools by the admin's security groups (the matrix's admin holds both): either group reads, only CurrencyRateEdit changes. */
describe('currency groups × currency routes', () => {
  const GROUPS = { both: 'admin@demo.tezgah.dev', listOnly: 'finance@demo.tezgah.dev', none: 'support@demo.tezgah.dev' } as const;
  const EXPECT = { both: [200, 400], listOnly: [200, 403], none: [403, 403] } as const;
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });

  it.each(Object.keys(GROUPS) as (keyof typeof GROUPS)[])('%s', async (groups) => {
    const browser = new TestBrowser(h.app);
    await browser.signIn(GROUPS[groups], true);
    const read = await browser.get('/api/admin/currency-rates');
    const change = await browser.send('PUT', '/api/admin/currency-rates/TRY', { body: {} });
    expect({ groups, statuses: [read.status, change.status] }).toEqual({ groups, statuses: EXPECT[groups] });
  });
});

describe('token walk', () => {
  it('finds secret-like keys and JWT-shaped values', () => {
    expect(tokenLeaks({ user: { scToken: 'x' } })).toEqual(['$.user.scToken: secret-like key']);
    expect(tokenLeaks({ accessToken: 'x' }, { allowedKeys: ['accessToken'] })).toEqual([]);
    expect(tokenLeaks({ list: ['eyJhbGciOi.eyJzdWIiOi.sig'] })).toEqual(['$.list[0]: JWT-shaped value']);
  });
});

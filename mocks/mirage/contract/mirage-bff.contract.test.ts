/**
 * Mirage contract: each case's steps go to the real BFF (over the in-process sandbox) and to Mirage; every answer
 * must have the same status and shape, and equal values wherever the seeded world makes them deterministic.
 */
import { describe, expect, it } from 'vitest';
import { API } from '@contract/api/paths';
import { contractDifferences } from './contract-sides';
import {
  actAs, ADMIN, AYSE, back, bookmarks, checkReset, companies, completeReset, EDITOR, forgot, get, LI, logout, mainSearch,
  me, MINUTE, NEW_PASSWORD, OMAR, outbox, post, refresh, register, signIn, staffSignIn, supportLink, toggle, toggleAll,
  wait, withoutCsrf, type Step,
} from './contract-steps';
import {
  cancelItem, deleteOrder, deletePackage, exportOrders, exportPackages, label, order, orderLogs, orders, packageItem, packageOf, packages, transactions,
} from './order-steps';
import { productValidation, quickEdit, variants, variantsOfKept } from './variant-steps';
import {
  addVariant, deletedProduct, deletedProducts, deleteVariant, imageChange, imageUpload, lookup, product, productImage, productLogs, productRatings,
  productTranslations, updateBasic, updateVariant, variantTranslations,
} from './product-steps';
import { clearDashboard, dashboard, dashboardCache, service, services } from './dashboard-steps';
import { exportReconciliation, payment, payments, period, reconciliation } from './reconciliation-steps';
import { MARKETPLACE_SALES_CASES } from './marketplace-sales-steps';
import { TAXONOMY_CASES } from './taxonomy-steps';
import { MARKETPLACE_LOG_CASES } from './marketplace-log-steps';
import { IMPORT_CASES } from './import-steps';
import { TRANSACTION_CASES } from './transaction-steps';

const NEW_SELLER = 'nur@shop.test';
const STRONG = 'Strong-Pass1';
const WRONG = 'Wrong-Pass1';
/** Eleven pages a seller may star: the eleventh goes to overflow. */
const ELEVEN = ['dashboard', 'allProducts', 'orders', 'claims', 'faq', 'brands', 'packages', 'questions', 'messages', 'companyInfo', 'apiSettings'];

type ContractCase = readonly [name: string, steps: readonly Step[]];

const CASES: readonly ContractCase[] = [
  ['seller signs in and reads me', [signIn(AYSE), me()]],
  ['every demo seller signs in (version 2, OneClick)', [signIn(OMAR), me(), signIn(LI), me()]],
  ['seller with a wrong password, then me', [signIn(AYSE, WRONG), me()]],
  ['unknown e-mail on the seller page', [signIn('nobody@demo.tezgah.dev')]],
  ['seller sign-in validation', [post(API.loginUser, { email: 'not-an-email', password: '' }), post(API.loginUser, {})]],
  ['admin is refused on the seller page', [signIn(ADMIN)]],
  ['admin signs in on the staff page', [staffSignIn(ADMIN), me()]],
  ['editor signs in on the staff page', [staffSignIn(EDITOR), me()]],
  ['staff page with a wrong password', [staffSignIn(ADMIN, WRONG), me()]],
  ['seller is refused on the staff page', [staffSignIn(AYSE)]],
  ['staff sign-in validation', [post(API.loginAdmin, { email: '', password: 'x' })]],
  ['me signed out', [me()]],
  ['logout ends the session', [signIn(AYSE), logout(), me(), bookmarks()]],
  ['logout signed out', [logout()]],
  ['refresh with the right token, twice', [signIn(OMAR), refresh(), refresh(), me()]],
  ['refresh with a wrong token', [signIn(OMAR), refresh('not-the-token'), me()]],
  ['refresh with no token', [signIn(OMAR), post(API.refreshToken, {})]],
  ['refresh signed out', [refresh('anything')]],
  ['register signs the new seller in', [register(NEW_SELLER, STRONG, 'Nur Ak'), me(), bookmarks(), companies()]],
  ['register then sign in again', [register(NEW_SELLER, STRONG, 'Nur Ak'), logout(), signIn(NEW_SELLER, STRONG)]],
  ['register with an e-mail in use', [register(AYSE, STRONG, 'Ayşe Y'), register(NEW_SELLER, STRONG, 'Nur'), register(NEW_SELLER, STRONG, 'Nur')]],
  ['register without a name', [register('x@shop.test', STRONG, '')]],
  ['register with a weak password', [register('x@shop.test', 'weak', 'X Y')]],
  ['forgot password, then timeout on the second', [forgot(AYSE), forgot(AYSE), outbox()]],
  ['forgot password of an unknown e-mail', [forgot('ghost@nowhere.test'), forgot('ghost@nowhere.test'), outbox()]],
  ['forgot password validation', [forgot('not-an-email')]],
  ['forgot password again after 15 minutes', [forgot(AYSE), wait(15 * MINUTE), forgot(AYSE), outbox()]],
  ['reset link check', [forgot(AYSE), outbox(), checkReset(), checkReset('bogus-token')]],
  ['reset completes once and ends sessions', [signIn(AYSE), forgot(AYSE), outbox(), completeReset(NEW_PASSWORD), me(), completeReset('Brand-New2'), signIn(AYSE), signIn(AYSE, NEW_PASSWORD)]],
  ['reset with mismatched or weak passwords', [forgot(OMAR), outbox(), completeReset(NEW_PASSWORD, 'Other-New1'), completeReset('weak'), post(API.resetPassword, {})]],
  ['reset link expires after 15 minutes', [forgot(OMAR), outbox(), wait(15 * MINUTE), checkReset(), completeReset(NEW_PASSWORD)]],
  ['reset with a bogus token', [completeReset(NEW_PASSWORD, NEW_PASSWORD, 'bogus-token')]],
  ['bookmarks signed out', [bookmarks(), toggle('orders')]],
  ['fresh bookmarks of each role', [signIn(AYSE), bookmarks(), staffSignIn(ADMIN), bookmarks(), staffSignIn(EDITOR), bookmarks()]],
  ['eleven stars overflow; unstarring promotes', [signIn(AYSE), ...toggleAll(ELEVEN), bookmarks(), toggle('orders'), bookmarks()]],
  ['stars are kept across sign-ins', [signIn(AYSE), toggle('brands'), logout(), signIn(AYSE), bookmarks()]],
  ['star refused for pages the role may not open', [signIn(AYSE), toggle('adminCompanies'), toggle('no-such-page'), toggle('payments')]],
  ['star request validation', [signIn(AYSE), post(API.toggleBookmark, {}), post(API.toggleBookmark, { obj: {} })]],
  ['stars per role of the admin', [staffSignIn(ADMIN), toggle('adminCompanies'), actAs(1001), bookmarks(), toggle('payments'), back(), bookmarks()]],
  ['main search per role', [mainSearch(), signIn(AYSE), mainSearch(), signIn(OMAR), mainSearch(), staffSignIn(ADMIN), mainSearch(), staffSignIn(EDITOR), mainSearch()]],
  ['support link per role', [supportLink(), signIn(AYSE), supportLink(), staffSignIn(EDITOR), supportLink(), staffSignIn(ADMIN), supportLink(), actAs(1002), supportLink()]],
  ['admin companies: filter and paging', [staffSignIn(ADMIN), companies(), companies('page=2&pageSize=5'), companies('q=gulf'), companies('q=GULF&page=1&pageSize=1'), companies('page=99')]],
  ['admin companies: odd paging values', [staffSignIn(ADMIN), companies('pageSize=1000'), companies('page=abc&pageSize=-3'), companies('q=%20%20'), companies('q=zzz-none')]],
  ['admin companies refused', [companies(), signIn(AYSE), companies(), staffSignIn(EDITOR), companies(), staffSignIn('support@demo.tezgah.dev'), companies()]],
  ['act as a seller and back', [staffSignIn(ADMIN), actAs(1002), me(), refresh(), mainSearch(), actAs(1001), back(), me(), back()]],
  ['act as a generated company', [staffSignIn(ADMIN), actAs(1010), me(), back()]],
  ['act-as refusals', [actAs(1002), back(), staffSignIn(ADMIN), actAs(99999), actAs('abc'), post(API.actAs, {}), back(), signIn(AYSE), actAs(1002), back()]],
  ['logout while acting as a seller', [staffSignIn(ADMIN), actAs(1002), logout(), me(), back()]],
  ['dev outbox starts empty', [outbox()]],
  ['writes without the CSRF header are refused', [withoutCsrf(signIn(AYSE)), me(), signIn(AYSE), withoutCsrf(toggle('brands')), withoutCsrf(refresh()), withoutCsrf(logout()), me(), withoutCsrf(forgot(AYSE)), withoutCsrf(register(NEW_SELLER, STRONG, 'Nur'))]],
  ['staff writes without the CSRF header are refused', [staffSignIn(ADMIN), withoutCsrf(actAs(1002)), withoutCsrf(back()), me()]],
  ['orders: tabs, paging, sorting and filters', [signIn(AYSE), orders('tab=readyForPackaging&pageSize=5'), orders('tab=shipped&page=2&pageSize=10&sort=grandTotal'),
    orders('tab=completed&sort=-customerName&marketplace=trendyol'), orders('status=delayedOrder&tab=delayed'), orders('customer=a&sku=no-such-sku'), orders('pageSize=500&page=-1')]],
  ['orders: filter refusals', [signIn(AYSE), orders('marketplace=hepsiburada&marketplaceOrderId=123'), orders('from=2026-01-01&to=2026-01-30'), orders('from=2026-01-05')]],
  ['orders refused to the signed out and to staff', [orders(), staffSignIn(ADMIN), orders(), staffSignIn(EDITOR), packages(), transactions()]],
  ['order detail, logs, and not-found for another company', [signIn(AYSE), orders('tab=readyForPackaging&pageSize=1', 'open'), order('open'), orderLogs('open'),
    get(`${API.orders}/999999999`), get(`${API.orders}/abc`), signIn(OMAR), order('open'), orderLogs('open')]],
  ['cancel an item, then again; shipped orders refused', [signIn(AYSE), orders('tab=readyForPackaging&pageSize=1', 'open'), order('open', 'item'),
    cancelItem('open', 'item', undefined), cancelItem('open', 'item'), cancelItem('open', 'item'), orders('tab=shipped&pageSize=1', 'shipped'), order('shipped', 'shippedItem'),
    cancelItem('shipped', 'shippedItem')]],
  ['an admin acting as the seller cancels (Admin recorded)', [staffSignIn(ADMIN), actAs(1001), orders('tab=readyForPackaging&pageSize=1&page=3', 'open'), order('open', 'item'),
    cancelItem('open', 'item', 'incorrectPricing'), order('open')]],
  ['create a package, read it, its labels', [signIn(AYSE), orders('tab=readyForPackaging&pageSize=1&page=2', 'open'), order('open', 'item'),
    packageItem('open', 'item', 'pkg'), packageItem('open', 'item', 'again'), packageOf('pkg'), label('pkg', 'refresh'), label('pkg', 'recreate'), order('open')]],
  ['packages: tabs, filters, detail', [signIn(OMAR), packages('tab=awaitingInvoice&pageSize=5'), packages('tab=delivered&pageSize=3', 'delivered'), packageOf('delivered'),
    label('delivered', 'recreate'), packages('from=2026-11-01&to=2026-11-20'), get(`${API.packages}/1`)]],
  ['deleting is for an admin acting as the seller', [signIn(AYSE), orders('tab=completed&pageSize=1', 'done'), deleteOrder('done'), packages('tab=packaged&pageSize=1', 'pkg'),
    deletePackage('pkg'), staffSignIn(ADMIN), actAs(1001), deleteOrder('done'), order('done'), deletePackage('pkg'), packageOf('pkg')]],
  ['exports: refusals, then one that starts', [signIn(AYSE), transactions(), exportPackages({}), exportPackages({ from: '2026-11-01', to: '2026-11-20' }),
    exportOrders({ from: '2026-01-01', to: '2026-01-30' }), exportOrders({ tab: 'cancelled' }), exportPackages({ from: '2026-11-10', to: '2026-11-15', tab: 'delivered' })]],
  ['reconciliation: tabs, periods, filters and sorting', [signIn(AYSE), reconciliation('pageSize=5'), reconciliation('tab=past&pageSize=5&sort=total'),
    reconciliation('tab=future&type=sale&pageSize=3'), reconciliation('tab=past&marketplace=trendyol&sku=no-such-sku'), reconciliation('tab=all&pageSize=2&page=3&sort=-dueDate')]],
  ['reconciliation: refusals and who may read it', [reconciliation(), signIn(AYSE), reconciliation('from=2026-01-01&to=2026-01-30'), reconciliation('period=1'),
    staffSignIn(ADMIN), reconciliation(), actAs(1002), reconciliation('tab=past&pageSize=3')]],
  ['reconciliation: one period with its payment', [signIn(OMAR), reconciliation('tab=past&pageSize=1', 'past'), period('past'),
    reconciliation('pageSize=1', 'current'), period('current'), get(`${API.reconciliation}/periods/1`), get(`${API.reconciliation}/periods/abc`)]],
  ['reconciliation: exports', [signIn(AYSE), exportReconciliation({ from: '2026-01-01', to: '2026-01-30' }), exportReconciliation({ tab: 'past', marketplace: 'hepsiburada' }),
    exportReconciliation({ tab: 'future', type: 'commission' })]],
  ['payments: for an admin acting as the seller only', [payments(), signIn(AYSE), payments(), get(`${API.payments}/10010050`), staffSignIn(ADMIN), payments(),
    actAs(1001), payments('tab=paid&sort=amount', 'paid'), payment('paid'), payments('tab=scheduled'), get(`${API.payments}/999999999`), actAs(1002), payment('paid')]],
  ['dashboard: cached, then stale with its time while a service is down', [signIn(AYSE), dashboard(), wait(MINUTE), dashboard(), me(), dashboard(),
    service('accounting', 'down'), services(), wait(2 * MINUTE), dashboard(), dashboard(), signIn(OMAR), dashboard(), service('accounting', 'up'), dashboard()]],
  ['dashboard: one company down, refusals', [dashboard(), staffSignIn(ADMIN), dashboard(), actAs(1002), service('logistics', 'down', 1002), dashboard(),
    service('logistics', 'up', 1002), dashboard(), service('billing', 'down'), service('accounting', 'sideways'), service('accounting', 'down', 'x')]],
  ['admin dashboard cache: list, clear one, clear all', [signIn(AYSE), dashboard(), signIn(OMAR), wait(MINUTE / 2), dashboard(), dashboardCache(),
    staffSignIn(ADMIN), dashboardCache(), clearDashboard(1001), clearDashboard('abc'), clearDashboard(null), dashboardCache(), signIn(AYSE), dashboardCache(), clearDashboard(1002)]],
  ['all products: tabs, paging, sorting and filters', [signIn(AYSE), variants('tab=active&pageSize=5'), variants('tab=inactive&page=2&pageSize=10&sort=-price'),
    variants('marketplace=trendyol&mpStatus=salable&pageSize=5&sort=stock'), variants('q=%20cotton&pageSize=3'), variants('sku=no-such-sku'), variants('pageSize=500&page=-1')]],
  ['all products: filter refusals, and who may read them', [variants(), signIn(AYSE), variants('productIds=1,abc'), variants('q=ab'), staffSignIn(ADMIN), variants(),
    actAs(1002), variants('pageSize=3&sort=-productId')]],
  ['quick edit saves every row, then reads them back', [signIn(AYSE), variants('pageSize=1&tab=active', 'v'), variants('pageSize=1&tab=inactive', 'w'),
    quickEdit([['v', { price: 100, retailPrice: 120, stock: 7, status: 'inactive' }], ['w', { price: '55.5', retailPrice: 60, stock: 0, status: 'active' }]]),
    variantsOfKept('v'), variantsOfKept('w'), me()]],
  ['quick edit refusals: schema first, then unknown and twice-sent rows, nothing saved', [signIn(AYSE), variants('pageSize=1', 'v'),
    quickEdit([['v', { price: 50, retailPrice: 40, stock: 1.5, status: 'sold' }]]), post(API.variantsQuickEdit, {}), post(API.variantsQuickEdit, { variants: [] }),
    quickEdit([['v', { price: 5, retailPrice: 6, stock: 1, status: 'active' }], [999999999, { price: 1, retailPrice: 1, stock: 1, status: 'active' }],
      ['v', { price: 5, retailPrice: 6, stock: 1, status: 'active' }]]), variantsOfKept('v'), signIn(OMAR), quickEdit([['v', { price: 5, retailPrice: 6, stock: 1, status: 'active' }]])]],
  ['product validation: the flagged company only', [productValidation(), signIn(AYSE), productValidation('pageSize=5'), productValidation('page=2&pageSize=3'),
    signIn(OMAR), productValidation(), staffSignIn(ADMIN), productValidation(), actAs(1001), productValidation('pageSize=2')]],
  ...MARKETPLACE_SALES_CASES,
  ...TAXONOMY_CASES,
  ...MARKETPLACE_LOG_CASES,
  ...IMPORT_CASES,
  ...TRANSACTION_CASES,
  ['product edit: the product, its logs and ratings, and refusals', [signIn(AYSE), variants('pageSize=1&tab=active', 'v'), product('v'), productLogs('v'),
    productRatings('v'), productImage('v', 'no-such.png'), updateBasic('v', {}), productTranslations('v', [{ language: 'de', name: 'Neun Zeic', description: '' }]),
    productTranslations('v', [{ language: 'zh', name: '衫', description: '' }]), variantTranslations('v', [{ language: 'tr', name: 'Keten gömlek', description: '' }]),
    product('v'), productLogs('v'), updateVariant('v', { price: 100, retailPrice: 80 }), updateVariant('v', { deci: 0, widthMm: 0 }), updateVariant('v'), addVariant('v'),
    imageUpload('v'), imageChange('v', 'default', '/no-such.png'), signIn(OMAR), product('v'), productLogs('v')]],
  ['deleting a variant; deleted products and their badges', [signIn(AYSE), variants('pageSize=1&tab=inactive', 'v'), deleteVariant('v'), product('v'), me(),
    deletedProducts('pageSize=5'), deletedProducts('productIds=1,x'), deletedProducts('q=a&sort=name&pageSize=3', 'gone'), deletedProduct('gone'),
    get(`${API.deletedProducts}/abc`), deleteVariant('v')]],
  ['products looked up by ids', [signIn(AYSE), variants('pageSize=1&tab=active', 'v'), variants('pageSize=1&tab=inactive', 'w'), lookup(['w', 'v'], '999999999'),
    get(`${API.productEdit}?ids=1,x`), get(API.productEdit), signIn(OMAR), lookup(['v'])]],
  ['product edit refused to the signed out and to staff', [get(`${API.productEdit}/1`), deletedProducts(), staffSignIn(ADMIN), get(`${API.productEdit}/1`),
    deletedProducts(), actAs(1002), deletedProducts('pageSize=2')]],
  ['unknown API paths', [get('/api/nothing-here'), post('/api/nothing-here', {}), withoutCsrf(post('/api/nothing-here', {})), signIn(AYSE), get('/api/nothing-here')]],
];

describe('Mirage answers like the BFF', () => {
  it.each(CASES)('%s', async (_name, steps) => {
    expect(await contractDifferences(steps)).toEqual([]);
  });

  it('covers every path of contract/api/paths.ts', () => {
    const sent = CASES.flatMap(([, steps]) => steps.flatMap((step) => (step.kind === 'request' ? [step.path({ resetToken: 't' }).split('?')[0]!] : [])));
    const uncovered = Object.values(API).filter((path) => !sent.some((p) => p === path || p.startsWith(`${path}/`)));
    expect(uncovered).toEqual([]);
    expect(sent).toContain(API.resetPassword);
    expect(sent.some((p) => p.startsWith(`${API.resetPassword}/`))).toBe(true);
  });
});

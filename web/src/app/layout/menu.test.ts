import type { Role } from '@contract/permissions';
import { subjectOf } from '@web/lib/session/session.selectors';
import { makeUser } from '@web/test/fixtures';
import { activeMenuLinkId, buildMenu, menuLinks, type MenuOptions } from './menu';

const none: MenuOptions = { hasMpProductSearch: false };
function menuFor(role: Role, overrides: Parameters<typeof makeUser>[1] = {}, options = none) {
  const user = makeUser(role, overrides);
  return buildMenu(subjectOf(user), user.counts, options);
}
const ids = (sections: ReturnType<typeof buildMenu>) => menuLinks(sections).map((link) => link.id);
const groups = (sections: ReturnType<typeof buildMenu>) => sections.map((section) => section.group);

describe('sidebar menu per role', () => {
  it('shows the seller groups in catalogue order to a seller, without admin tools', () => {
    const menu = menuFor('user');
    expect(groups(menu)).toEqual(['home', 'data', 'dataImport', 'operation', 'reports', 'settings', 'help']);
    expect(ids(menu)).toContain('orders');
    expect(ids(menu)).not.toContain('adminCompanies');
  });

  it('gives Marketplace Sales and Payments to adminAsUser only', () => {
    expect(ids(menuFor('user'))).not.toEqual(expect.arrayContaining(['marketplaceSales']));
    expect(ids(menuFor('user'))).not.toContain('payments');
    expect(ids(menuFor('adminAsUser'))).toEqual(expect.arrayContaining(['marketplaceSales', 'payments']));
  });

  it('shows the admin groups to an admin and no seller pages', () => {
    const menu = menuFor('admin');
    expect(groups(menu)).toEqual(['adminCatalog', 'adminOperations', 'adminFinance', 'adminSystem']);
    expect(ids(menu)).toContain('adminCompanies');
    expect(ids(menu)).not.toContain('dashboard');
    expect(menu.every((section) => section.headerKey?.startsWith('menu.groups.'))).toBe(true);
  });

  it('shows Currency Tools only with a currency security group', () => {
    expect(ids(menuFor('admin'))).not.toContain('currencyTools');
    expect(ids(menuFor('admin', { securityGroups: ['CurrencyRateList'] }))).toContain('currencyTools');
    expect(ids(menuFor('admin', { securityGroups: ['CurrencyRateEdit'] }))).toContain('currencyTools');
  });

  it('shows a collapse only when one of its children is visible', () => {
    const seller = menuFor('user');
    const data = seller.find((section) => section.group === 'data');
    const products = data?.entries.find((entry) => entry.id === 'products');
    expect(products?.kind).toBe('collapse');
    expect(products?.kind === 'collapse' && products.children.map((child) => child.id)).toEqual(['allProducts', 'deletedProducts', 'mpProducts']);
    const flagged = menuFor('user', { flags: { productValidation: true, version2: false } });
    expect(ids(flagged)).toContain('productValidation');
    const editor = menuFor('editor');
    expect(groups(editor)).toEqual(['help']);
    expect(editor.flatMap((section) => section.entries).every((entry) => entry.kind === 'link')).toBe(true);
  });

  it('puts UserInfo counts on the badged items (zero shows no badge)', () => {
    const links = menuLinks(menuFor('user'));
    expect(links.find((link) => link.id === 'allProducts')?.count).toBe(12);
    expect(links.find((link) => link.id === 'claims')?.count).toBe(3);
    expect(links.find((link) => link.id === 'questions')?.count).toBe(5);
    expect(links.find((link) => link.id === 'messages')?.count).toBeNull();
    expect(links.find((link) => link.id === 'orders')?.count).toBeNull();
  });

  it('adds Admin Panel for adminAsUser, and the marketplace-products way back only with a stored search', () => {
    expect(ids(menuFor('user'))).not.toContain('adminPanel');
    const plain = menuFor('adminAsUser');
    expect(plain[0]?.entries.map((entry) => entry.id)).toEqual(['adminPanel']);
    expect(menuLinks(plain)[0]?.path).toBe('/admin/back');
    const withSearch = menuFor('adminAsUser', {}, { hasMpProductSearch: true });
    expect(menuLinks(withSearch).find((link) => link.id === 'backToMpProducts')?.path).toBe('/admin/back?target=mp-products');
    expect(ids(menuFor('adminAsUser', { actingAdmin: null }))).not.toContain('adminPanel');
  });
});

describe('the active menu item', () => {
  const links = menuLinks(menuFor('adminAsUser'));
  it('is the page itself, or for a detail page the list it belongs to', () => {
    expect(activeMenuLinkId(links, '/orders')).toBe('orders');
    expect(activeMenuLinkId(links, '/orders/refunded')).toBe('refundedOrders');
    expect(activeMenuLinkId(links, '/orders/100100017')).toBe('orders');
    expect(activeMenuLinkId(links, '/packages/5')).toBe('packages');
    expect(activeMenuLinkId(links, '/payments/10010050')).toBe('payments');
    expect(activeMenuLinkId(links, '/categories/101/cross')).toBe('categories');
    expect(activeMenuLinkId(links, '/brands/new')).toBe('brands');
    expect(activeMenuLinkId(links, '/products/100100001')).toBe('allProducts');
    expect(activeMenuLinkId(links, '/')).toBe('dashboard');
    expect(activeMenuLinkId(links, '/pages/profile')).toBeNull();
  });
});

import { PERMISSIONS } from './permissions';
import { MENU_COLLAPSES, ROUTES, searchableRoutes } from './routes';

describe('route catalogue', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('names only known permissions and collapses', () => {
    const collapses = new Set(MENU_COLLAPSES.map((c) => c.id));
    for (const route of ROUTES) {
      expect(PERMISSIONS).toHaveProperty([route.permission]);
      if (route.parent) expect(collapses.has(route.parent)).toBe(true);
    }
  });

  it('lists every spec §2 admin route', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const path of [
      '/admin/dashboard-cache',
      '/admin/companies',
      '/admin/attribute-crossing/',
      '/admin/mp-products/',
      '/admin/mp-rate-cap/',
      '/admin/order-claim-tools/index',
      '/admin/logistics/logistics',
      '/admin/reports/index',
      '/currency-tools-admin/index',
      '/admin/categories/categories',
    ])
      expect(paths.has(path)).toBe(true);
  });

  it('offers a seller the seller pages but no admin page to search', () => {
    const ids = searchableRoutes({ role: 'user', securityGroups: [], flags: { productValidation: false, version2: false }, hasAdminSession: false }).map(
      (r) => r.id,
    );
    expect(ids).toContain('orders');
    expect(ids).not.toContain('adminCompanies');
    expect(ids).not.toContain('marketplaceSales');
  });
});

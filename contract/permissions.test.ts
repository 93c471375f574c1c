import { can, homePath, PERMISSIONS, type Role, type Subject } from './permissions';

const subject = (role: Role, extra: Partial<Subject> = {}): Subject => ({
  role,
  securityGroups: [],
  flags: { productValidation: false, version2: false },
  hasAdminSession: false,
  ...extra,
});

describe('can', () => {
  it('refuses everything without a subject', () => {
    expect(can(null, 'session.profile')).toBe(false);
  });

  it('shows Marketplace Sales and Payments to adminAsUser only', () => {
    for (const permission of ['marketplaceSales.manage', 'payments.view'] as const) {
      expect(can(subject('adminAsUser'), permission)).toBe(true);
      expect(can(subject('user'), permission)).toBe(false);
      expect(can(subject('admin'), permission)).toBe(false);
    }
  });

  it('keeps admin tools for admins', () => {
    expect(can(subject('admin'), 'admin.tools')).toBe(true);
    for (const role of ['user', 'adminAsUser', 'editor'] as const) expect(can(subject(role), 'admin.tools')).toBe(false);
  });

  it('needs a CurrencyRate group for Currency Tools', () => {
    expect(can(subject('admin'), 'admin.currencyTools')).toBe(false);
    expect(can(subject('admin', { securityGroups: ['CurrencyRateList'] }), 'admin.currencyTools')).toBe(true);
    expect(can(subject('admin', { securityGroups: ['CurrencyRateEdit'] }), 'admin.currencyTools')).toBe(true);
    expect(can(subject('user', { securityGroups: ['CurrencyRateEdit'] }), 'admin.currencyTools')).toBe(false);
  });

  it('shows seller product validation only to listed companies', () => {
    expect(can(subject('user'), 'catalog.productValidation')).toBe(false);
    expect(can(subject('user', { flags: { productValidation: true, version2: false } }), 'catalog.productValidation')).toBe(true);
  });

  it('offers the way back to admin only when an admin session is stashed', () => {
    expect(can(subject('adminAsUser'), 'admin.backToAdmin')).toBe(false);
    expect(can(subject('adminAsUser', { hasAdminSession: true }), 'admin.backToAdmin')).toBe(true);
  });

  it('gives the editor the help pages only', () => {
    const allowed = (Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]).filter((p) => can(subject('editor'), p));
    expect(allowed.sort()).toEqual(['help.view', 'session.profile']);
  });

  it('sends each role home', () => {
    expect(homePath('user')).toBe('/');
    expect(homePath('adminAsUser')).toBe('/');
    expect(homePath('admin')).toBe('/admin/companies');
    expect(homePath('editor')).toBe('/faq');
  });
});

import type { Company, IdentityUser } from '../downstream/identity';
import { can } from '../permissions';
import { flagsForCompany, NO_FLAGS, roleOf, subjectOf, toUserInfo, zeroCounts } from './user-info';

const seller: IdentityUser = {
  id: 'u1',
  email: 'a@x.test',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  kind: 'seller',
  companyId: 1001,
  securityGroups: [],
  uiLang: 'tr',
};
const admin: IdentityUser = {
  id: 'u9',
  email: 'admin@x.test',
  firstName: 'Deniz',
  lastName: 'Kaya',
  kind: 'admin',
  companyId: null,
  securityGroups: ['CurrencyRateList'],
  uiLang: 'en',
};
const company: Company = { id: 1001, name: 'Anadolu', country: 'TR', logoUrl: '/logo.png', isOneClickMerchant: true, merchantId: 'M-1', ownerUserId: 'u1' };
const lists = { version2: [1002] };

describe('toUserInfo', () => {
  it('maps a seller with company, counts and flags', () => {
    const counts = { ...zeroCounts(), claims: 3 };
    const info = toUserInfo({ user: seller, company, counts, flags: flagsForCompany(1001, lists, true), actingAdmin: null });
    expect(info).toMatchObject({
      id: 'u1',
      userRole: 'user',
      first_name: 'Ayşe',
      companyName: 'Anadolu',
      companyLogo: '/logo.png',
      companyId: 1001,
      merchant_id: 'M-1',
      isOneClickMerchant: true,
      companyCountry: 'TR',
      uiLang: 'tr',
      actingAdmin: null,
      flags: { productValidation: true, version2: false },
    });
    expect(info.counts.claims).toBe(3);
  });

  it('makes an admin acting as the owner an adminAsUser with the admin named', () => {
    const info = toUserInfo({ user: seller, company, counts: null, flags: NO_FLAGS, actingAdmin: admin });
    expect(info.userRole).toBe('adminAsUser');
    expect(info.actingAdmin).toEqual({ name: 'Deniz Kaya', email: 'admin@x.test' });
    expect(info.counts).toEqual(zeroCounts());
    expect(can(subjectOf(info), 'admin.backToAdmin')).toBe(true);
  });

  it('gives staff no company and no flags', () => {
    const info = toUserInfo({ user: admin, company: null, counts: null, flags: { productValidation: true, version2: true }, actingAdmin: null });
    expect(info).toMatchObject({ userRole: 'admin', companyId: null, flags: NO_FLAGS, securityGroups: ['CurrencyRateList'] });
    expect(can(subjectOf(info), 'admin.currencyTools')).toBe(true);
  });

  it('reads roles and flags', () => {
    expect(roleOf({ kind: 'editor' }, null)).toBe('editor');
    expect(roleOf({ kind: 'seller' }, admin)).toBe('adminAsUser');
    expect(flagsForCompany(null, lists, true)).toEqual(NO_FLAGS);
    expect(flagsForCompany(1002, lists, false)).toEqual({ productValidation: false, version2: true });
    expect(flagsForCompany(1001, lists, true)).toEqual({ productValidation: true, version2: false });
  });
});

import type { UserInfo } from '@contract/api/session';
import type { Role } from '@contract/permissions';

export function makeUser(role: Role = 'user', overrides: Partial<UserInfo> = {}): UserInfo {
  const seller = role === 'user' || role === 'adminAsUser';
  return {
    id: `u-${role}`,
    userRole: role,
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    email: `${role}@example.test`,
    companyName: seller ? 'Anadolu Tekstil' : null,
    companyLogo: null,
    companyId: seller ? 4711 : null,
    merchant_id: seller ? 'M-4711' : null,
    isOneClickMerchant: false,
    companyCountry: seller ? 'TR' : null,
    securityGroups: [],
    uiLang: 'en',
    counts: { activeProducts: 12, deletedProducts: 0, claims: 3, tickets: 5, messages: 0 },
    flags: { productValidation: false, version2: false },
    actingAdmin: role === 'adminAsUser' ? { name: 'Deniz Admin', email: 'admin@example.test' } : null,
    ...overrides,
  };
}

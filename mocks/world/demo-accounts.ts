/**
 * The demo accounts every mode seeds (the sandbox in Node and in the page, e2e). The one shared password is a published fixture; the
 * sandbox keeps only scrypt hashes of it, and nothing else in the world holds a password.
 */
import type { Language } from '@contract/api/session';
import type { AccountKind, Realm } from '@contract/downstream/identity';
import type { SecurityGroup } from '@contract/permissions';
import type { CompanyIdLists } from '@contract/api/user-info';

export const DEMO_PASSWORD = 'Tezgah2026!';

export interface DemoAccount {
  email: string;
  password: string;
  kind: AccountKind;
  /** Where this account signs in: the seller page or the staff page (admin/login). */
  realm: Realm;
  company: { id: number; name: string } | null;
  userId: string;
  firstName: string;
  lastName: string;
  securityGroups: readonly SecurityGroup[];
  uiLang: Language;
}

const ANADOLU = { id: 1001, name: 'Anadolu Tekstil' };
const GULF = { id: 1002, name: 'Gulf Home Goods' };
const ONECLICK = { id: 1003, name: 'OneClick Electronics' };

const account = (fields: Omit<DemoAccount, 'password' | 'realm'>): DemoAccount => ({
  ...fields,
  password: DEMO_PASSWORD,
  realm: fields.kind === 'seller' ? 'seller' : 'staff',
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account({
    email: 'ayse@demo.tezgah.dev',
    kind: 'seller',
    company: ANADOLU,
    userId: 'usr-ayse',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    securityGroups: [],
    uiLang: 'tr',
  }),
  account({
    email: 'omar@demo.tezgah.dev',
    kind: 'seller',
    company: GULF,
    userId: 'usr-omar',
    firstName: 'Omar',
    lastName: 'Haddad',
    securityGroups: [],
    uiLang: 'en',
  }),
  account({
    email: 'li@demo.tezgah.dev',
    kind: 'seller',
    company: ONECLICK,
    userId: 'usr-li',
    firstName: 'Li',
    lastName: 'Wei',
    securityGroups: [],
    uiLang: 'en',
  }),
  account({
    email: 'admin@demo.tezgah.dev',
    kind: 'admin',
    company: null,
    userId: 'usr-admin',
    firstName: 'Deniz',
    lastName: 'Kaya',
    securityGroups: ['CurrencyRateList', 'CurrencyRateEdit'],
    uiLang: 'en',
  }),
  account({
    email: 'support@demo.tezgah.dev',
    kind: 'admin',
    company: null,
    userId: 'usr-support',
    firstName: 'Selin',
    lastName: 'Demir',
    securityGroups: [],
    uiLang: 'en',
  }),
  /** Reads the currency rates only (CurrencyRateList without CurrencyRateEdit). */
  account({
    email: 'finance@demo.tezgah.dev',
    kind: 'admin',
    company: null,
    userId: 'usr-finance',
    firstName: 'Murat',
    lastName: 'Şahin',
    securityGroups: ['CurrencyRateList'],
    uiLang: 'en',
  }),
  account({
    email: 'editor@demo.tezgah.dev',
    kind: 'editor',
    company: null,
    userId: 'usr-editor',
    firstName: 'Emre',
    lastName: 'Aydın',
    securityGroups: [],
    uiLang: 'en',
  }),
];

/** The fixed companies behind the demo sellers (spec: sellers inside and outside Turkey, and a OneClick seller). */
export const DEMO_COMPANIES = [
  { ...ANADOLU, country: 'TR', isOneClickMerchant: false, ownerUserId: 'usr-ayse' },
  { ...GULF, country: 'AE', isOneClickMerchant: false, ownerUserId: 'usr-omar' },
  { ...ONECLICK, country: 'CN', isOneClickMerchant: true, ownerUserId: 'usr-li' },
] as const;

/** The demo environment's company-id lists behind the company flags (spec §6). */
export const DEMO_FLAG_LISTS: CompanyIdLists = { version2: [1002] };

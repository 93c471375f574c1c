/** Who may do what. The BFF guard, the SPA menu and route guard, and the mocks all read this one table. */

export const ROLES = ['user', 'adminAsUser', 'admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const SECURITY_GROUPS = ['CurrencyRateList', 'CurrencyRateEdit', 'ProductTools', 'LogisticsTools'] as const;
export type SecurityGroup = (typeof SECURITY_GROUPS)[number];

/** Per-company switches that come from environment configuration (company-id lists, spec §6). */
export interface CompanyFlags {
  productValidation: boolean;
  version2: boolean;
}

export interface Subject {
  role: Role;
  securityGroups: readonly string[];
  flags: CompanyFlags;
  /** An admin session is stashed behind this adminAsUser session (spec: "only if an admin token exists"). */
  hasAdminSession: boolean;
}

interface Rule {
  roles: readonly Role[];
  /** Any one of these groups is enough. */
  securityGroups?: readonly SecurityGroup[];
  flag?: keyof CompanyFlags;
  needsAdminSession?: boolean;
}

const SELLER: readonly Role[] = ['user', 'adminAsUser'];
const ADMIN: readonly Role[] = ['admin'];

export const PERMISSIONS = {
  'session.profile': { roles: ROLES },
  'dashboard.view': { roles: SELLER },
  'catalog.categories': { roles: SELLER },
  /** Category management and crossing are staff work (spec §6): an admin acting as the seller. Sellers browse. */
  'catalog.manageCategories': { roles: ['adminAsUser'] },
  'catalog.products': { roles: SELLER },
  'catalog.productValidation': { roles: SELLER, flag: 'productValidation' },
  'catalog.brands': { roles: SELLER },
  'imports.run': { roles: SELLER },
  /** Spec §4: suspending or banning a company's imports is staff work (an admin acting as the seller). */
  'imports.manageState': { roles: ['adminAsUser'] },
  'marketplaceSales.manage': { roles: ['adminAsUser'] },
  'orders.view': { roles: SELLER },
  /** Deleting orders and packages is staff work: only an admin acting as the seller may do it. */
  'orders.delete': { roles: ['adminAsUser'] },
  'packages.view': { roles: SELLER },
  'claims.view': { roles: SELLER },
  'questions.view': { roles: SELLER },
  'messages.view': { roles: SELLER },
  'reports.view': { roles: SELLER },
  'reconciliation.view': { roles: SELLER },
  'payments.view': { roles: ['adminAsUser'] },
  'settings.company': { roles: SELLER },
  /** Bank details and the payment provider's key: the seller only, never an admin acting as the seller. */
  'settings.companyBank': { roles: ['user'] },
  'settings.api': { roles: SELLER },
  /** Creating and deleting API keys is the seller's own act: refused while an admin acts as the seller. */
  'settings.apiKeysManage': { roles: ['user'] },
  'settings.logistics': { roles: SELLER },
  'help.view': { roles: ['user', 'adminAsUser', 'editor'] },
  'admin.backToAdmin': { roles: ['adminAsUser'], needsAdminSession: true },
  'admin.tools': { roles: ADMIN },
  'admin.actAsSeller': { roles: ADMIN },
  'admin.currencyTools': { roles: ADMIN, securityGroups: ['CurrencyRateList', 'CurrencyRateEdit'] },
  /** Changing a currency rate: CurrencyRateList alone reads the rates only. */
  'admin.currencyRatesEdit': { roles: ADMIN, securityGroups: ['CurrencyRateEdit'] },
  /** A company's campaigns: the seller creates, edits, fills and cancels them; an admin acting as the seller may too. */
  'campaigns.manage': { roles: SELLER },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;

export function can(subject: Subject | null | undefined, permission: Permission): boolean {
  if (!subject) return false;
  const rule: Rule = PERMISSIONS[permission];
  if (!rule.roles.includes(subject.role)) return false;
  if (rule.securityGroups && !rule.securityGroups.some((g) => subject.securityGroups.includes(g))) return false;
  if (rule.flag && !subject.flags[rule.flag]) return false;
  if (rule.needsAdminSession && !subject.hasAdminSession) return false;
  return true;
}

/** Where a role lands after sign-in. */
export function homePath(role: Role): string {
  if (role === 'admin') return '/admin/companies';
  if (role === 'editor') return '/faq';
  return '/';
}

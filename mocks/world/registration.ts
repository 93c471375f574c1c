/** Self-service seller sign-up: a new seller account and the empty company it owns. Passwords are the caller's job. */
import type { Company, IdentityUser } from '@contract/downstream/identity';
import { zeroCounts } from '@contract/api/user-info';
import { findUserByEmail } from './lookups';
import { merchantIdOf } from './generate-companies';
import type { World } from './world';

export interface NewSeller {
  email: string;
  name: string;
}

export type RegisterResult = { ok: true; user: IdentityUser; company: Company } | { ok: false; reason: 'email_in_use' };

export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export function registerSeller(world: World, { email, name }: NewSeller): RegisterResult {
  if (findUserByEmail(world, email)) return { ok: false, reason: 'email_in_use' };
  const companyId = Math.max(1000, ...world.companies.map((company) => company.id)) + 1;
  const user: IdentityUser = {
    id: `usr-r${companyId}`,
    email: email.trim(),
    ...splitName(name),
    kind: 'seller',
    companyId,
    securityGroups: [],
    uiLang: 'en',
  };
  const company: Company = {
    id: companyId,
    name: name.trim(),
    country: 'TR',
    logoUrl: null,
    isOneClickMerchant: false,
    merchantId: merchantIdOf(companyId),
    ownerUserId: user.id,
  };
  world.users.push(user);
  world.companies.push(company);
  world.counts[companyId] = zeroCounts();
  return { ok: true, user: { ...user }, company: { ...company } };
}

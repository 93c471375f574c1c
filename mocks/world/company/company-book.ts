/** Company profiles as the identity service keeps them: generated on first access, then changed by its saves. */
import type {
  BankAccount,
  CompanyAddresses,
  CompanyContact,
  CompanyDetails,
  CompanyProfile,
  CompanySection,
  SectionChange,
} from '@contract/company/company.types';
import { keyLast4 } from '@contract/company/company.rules';
import { findCompany, findUser } from '../lookups';
import type { World } from '../world';
import { generateProfile } from './generate-profile';

/** The stored profile: unlike an answer, it holds the payment provider's key itself. */
export interface CompanyProfileRecord {
  addresses: CompanyAddresses;
  contact: CompanyContact;
  company: CompanyDetails;
  bank: BankAccount & { paymentProviderKey: string | null };
  changes: Record<CompanySection, SectionChange | null>;
}

/** The company's profile record; undefined for a company the world does not know. */
export function profileOf(world: World, companyId: number): CompanyProfileRecord | undefined {
  const company = findCompany(world, companyId);
  if (!company) return undefined;
  world.companyProfiles[companyId] ??= generateProfile(world.seed, company, findUser(world, company.ownerUserId));
  return world.companyProfiles[companyId];
}

/** The profile as the service answers it: the logo from the company record, the key as its last four characters. */
export function profileView(world: World, companyId: number, record: CompanyProfileRecord): CompanyProfile {
  const { paymentProviderKey, ...bank } = record.bank;
  return {
    companyId,
    addresses: structuredClone(record.addresses),
    contact: { ...record.contact },
    company: { ...record.company, logoUrl: findCompany(world, companyId)?.logoUrl ?? null },
    bank: { ...bank, paymentProviderKeyLast4: paymentProviderKey ? keyLast4(paymentProviderKey) : null },
    changes: structuredClone(record.changes),
  };
}

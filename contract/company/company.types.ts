/**
 * The company profile (spec §3 Company; §2 Company Info tabs): addresses, the contact person, the company itself and
 * its bank account. The payment provider's key is write-only: answers carry its last four characters at most.
 */

/** The four tabs of /company-info, each saved on its own; the tab is the URL's `?tab=`. */
export const COMPANY_SECTIONS = ['addresses', 'contact', 'company', 'bank'] as const;
export type CompanySection = (typeof COMPANY_SECTIONS)[number];

export const COMPANY_TYPES = ['soleProprietorship', 'limited', 'jointStock', 'other'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export interface PostalAddress {
  address: string;
  district: string;
  city: string;
  zipCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
}

export interface CompanyAddresses {
  billing: PostalAddress;
  /** Where returns are sent (delivery/return address). */
  delivery: PostalAddress;
}

export interface CompanyContact {
  latinFirstName: string;
  latinSurname: string;
  localFullName: string;
  businessScope: string;
  identityNumber: string;
  /** YYYY-MM-DD. */
  birthdate: string;
  birthplace: string;
  nationality: string;
  position: string;
  phone: string;
  email: string;
  /** Copies of the portal's mails go here too; '' for none. */
  ccEmail: string;
}

export interface CompanyDetails {
  legalName: string;
  type: CompanyType;
  /** '' for none. */
  website: string;
  email: string;
  taxOffice: string;
  taxInfo: string;
}

export interface BankAccount {
  ownerName: string;
  bankName: string;
  iban: string;
  swift: string;
  paymentProviderId: string;
}

/** Who last saved a tab, and when (ISO time). */
export interface SectionChange {
  by: string;
  at: string;
}

export interface CompanyProfile {
  companyId: number;
  addresses: CompanyAddresses;
  contact: CompanyContact;
  company: CompanyDetails & { logoUrl: string | null };
  /** The key itself never leaves the service: its last four characters, or null when none is set. */
  bank: BankAccount & { paymentProviderKeyLast4: string | null };
  changes: Record<CompanySection, SectionChange | null>;
}

export interface CompanyProfileAnswer {
  profile: CompanyProfile;
}

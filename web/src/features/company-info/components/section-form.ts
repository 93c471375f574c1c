/** The Formik side of the company profile's tabs: values as the inputs hold them, errors from the contract's schemas. */
import { setIn, type FormikErrors } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { BankAccountBody, CompanyAddressesBody, CompanyContactBody, CompanyDetailsBody } from '@contract/company/company.schemas';
import type { CompanyProfile } from '@contract/company/company.types';
import { groupIban, normalizeIban } from '@contract/company/company.rules';

/** Flat error paths ('billing.city') as Formik's nested errors; null or {} for none. */
export function nestedErrors<V>(fields: Record<string, string> | null | undefined): FormikErrors<V> {
  return Object.entries(fields ?? {}).reduce<FormikErrors<V>>((errors, [path, key]) => setIn(errors, path, key) as FormikErrors<V>, {});
}

/** A Formik `validate` from one of the contract's schemas: the same rules the BFF and the service check. */
export function validateWith<V>(schema: AnyObjectSchema): (values: V) => FormikErrors<V> {
  return (values) => nestedErrors<V>(fieldErrors(schema, values));
}

/** Whether Formik's (nested) errors hold any message. */
export function hasErrors(errors: unknown): boolean {
  if (typeof errors === 'string') return errors.length > 0;
  if (errors && typeof errors === 'object') return Object.values(errors).some(hasErrors);
  return false;
}

export const addressValues = (profile: CompanyProfile): CompanyAddressesBody => structuredClone(profile.addresses);
export const contactValues = (profile: CompanyProfile): CompanyContactBody => ({ ...profile.contact });

export function companyValues(profile: CompanyProfile): CompanyDetailsBody {
  const { logoUrl: _logoUrl, ...company } = profile.company;
  return company;
}

/** The bank tab starts with the key untouched (it is typed only to change it) and the IBAN in groups of four. */
export function bankValues(profile: CompanyProfile): BankAccountBody {
  const { paymentProviderKeyLast4: _last4, ...bank } = profile.bank;
  return { ...bank, iban: groupIban(bank.iban), changeKey: false, paymentProviderKey: '' };
}

/** What a bank save sends: the IBAN as stored, without the spaces it is shown with. */
export const bankBody = (values: BankAccountBody): BankAccountBody => ({ ...values, iban: normalizeIban(values.iban) });

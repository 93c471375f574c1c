/**
 * One yup schema per tab of the company profile (spec §5 Company info), messages as i18n keys: the form validates with
 * them, the BFF checks the body with them, and the identity service checks again with them.
 */
import * as yup from 'yup';
import { isCountryCode } from '../logistics/countries';
import { COMPANY_TYPES } from './company.types';
import { isEmail, isIban, isLatinName, isPhone, isSwift, isWebsite, normalizeIban } from './company.rules';

const REQUIRED = 'validation.fillOutField';
const TEXT_MAX = 200;
const PROVIDER_KEY = /^[A-Za-z0-9_-]{16,128}$/;

const text = (max = TEXT_MAX) => yup.string().trim().required(REQUIRED).max(max, 'validation.textTooLong');
const optionalText = (max = TEXT_MAX) => yup.string().trim().defined().default('').max(max, 'validation.textTooLong');
const email = () => text(254).test('email', 'validation.emailInvalid', (value) => !value || isEmail(value));
const phone = () => text(32).test('phone', 'companyInfo.validation.phone', (value) => !value || isPhone(value));
/** An ISO 3166-1 alpha-2 code of the world's countries, picked from the list. */
const country = () => text(2).test('country', 'validation.countryChoose', (value) => !value || isCountryCode(value));
const latinName = () => text(100).test('latin', 'companyInfo.validation.latinOnly', (value) => !value || isLatinName(value));

const postalAddress = yup.object({
  address: text(500),
  district: text(),
  city: text(),
  zipCode: text(16).matches(/^[A-Za-z0-9 -]{3,16}$/, 'companyInfo.validation.zipCode'),
  country: country(),
  phone: phone(),
});

export const companyAddressesSchema = yup.object({ billing: postalAddress, delivery: postalAddress });

function isPastDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01' && date.getTime() <= Date.now();
}

export const companyContactSchema = yup.object({
  latinFirstName: latinName(),
  latinSurname: latinName(),
  localFullName: text(),
  businessScope: text(500),
  identityNumber: text(20).matches(/^[A-Za-z0-9-]{5,20}$/, 'companyInfo.validation.identityNumber'),
  birthdate: text(10).test('date', 'companyInfo.validation.birthdate', (value) => !value || isPastDate(value)),
  birthplace: text(),
  nationality: country(),
  position: text(),
  phone: phone(),
  email: email(),
  ccEmail: optionalText(254).test('email', 'validation.emailInvalid', (value) => !value || isEmail(value)),
});

export const companyDetailsSchema = yup.object({
  legalName: text(),
  type: yup.string().required(REQUIRED).oneOf(COMPANY_TYPES, REQUIRED),
  website: optionalText(300).test('website', 'companyInfo.validation.website', (value) => !value || isWebsite(value)),
  email: email(),
  taxOffice: text(),
  taxInfo: text(40),
});

/**
 * The bank tab. The provider's key is never sent back, so it is typed only to change it: `changeKey` with the new key
 * (required then); without it the saved key stays.
 */
export const bankAccountSchema = yup.object({
  ownerName: text(),
  bankName: text(),
  iban: text(42)
    .transform((value: string) => normalizeIban(value))
    .test('iban', 'companyInfo.validation.iban', (value) => !value || isIban(value)),
  swift: text(11)
    .transform((value: string) => value.toUpperCase())
    .test('swift', 'companyInfo.validation.swift', (value) => !value || isSwift(value)),
  paymentProviderId: text(64),
  changeKey: yup.boolean().defined().default(false),
  paymentProviderKey: yup
    .string()
    .trim()
    .defined()
    .default('')
    .when('changeKey', {
      is: true,
      then: (schema) => schema.required(REQUIRED).matches(PROVIDER_KEY, 'companyInfo.validation.providerKey'),
      otherwise: (schema) => schema.max(0, 'companyInfo.validation.providerKeyUnasked'),
    }),
});

export type CompanyAddressesBody = yup.InferType<typeof companyAddressesSchema>;
export type CompanyContactBody = yup.InferType<typeof companyContactSchema>;
export type CompanyDetailsBody = yup.InferType<typeof companyDetailsSchema>;
export type BankAccountBody = yup.InferType<typeof bankAccountSchema>;

export const SECTION_SCHEMAS = {
  addresses: companyAddressesSchema,
  contact: companyContactSchema,
  company: companyDetailsSchema,
  bank: bankAccountSchema,
} as const;

/**
 * The company profile's pure rules (spec §5 Company info): the form, the BFF and the identity service all call these.
 * Problems are i18n keys.
 */
import { imageFileProblem } from '../catalog/catalog.rules';

/** Spec §5/§9: the logo is a jpg, jpeg or png of at most 400,000 bytes. */
export const LOGO_MAX_BYTES = 400_000;
export const LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** Letters of the Latin alphabet (no Turkish, Arabic or Chinese letters), with spaces, dots, apostrophes and dashes. */
const LATIN_NAME = /^[A-Za-z]+(?:[ .'-]+[A-Za-z]+)*\.?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE_CHARACTERS = /^\+?[0-9 ()-]+$/;
const SWIFT = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;
const IBAN_SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;
const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i;

export function isLatinName(value: string): boolean {
  return LATIN_NAME.test(value.trim());
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}

/** A phone number as people write it: digits with an optional leading +, spaces, brackets and dashes; 7 to 15 digits. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value.trim()) && digits >= 7 && digits <= 15;
}

export function isWebsite(value: string): boolean {
  return WEBSITE.test(value.trim());
}

/** An IBAN as stored: no spaces, upper case. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** An IBAN as people read and type it (ISO 13616's paper format): upper case, in groups of four ('TR33 0006 1005 …'). */
export function groupIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** ISO 13616's mod-97 over the rearranged IBAN (letters as 10…35): 1 for a valid one. */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The shape (country, two check digits, 11–30 letters or digits) and the mod-97 check digits. */
export function isIban(value: string): boolean {
  const iban = normalizeIban(value);
  return IBAN_SHAPE.test(iban) && ibanRemainder(iban) === 1;
}

/** The check digits that make `country + ?? + bban` a valid IBAN (the seeded world makes its IBANs with this). */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = ibanRemainder(`${country.toUpperCase()}00${bban.toUpperCase()}`);
  return String(98 - remainder).padStart(2, '0');
}

/** A BIC/SWIFT code: bank (4 letters), country (2), location (2), and optionally a branch (3): 8 or 11 characters. */
export function isSwift(value: string): boolean {
  return SWIFT.test(value.trim().toUpperCase());
}

/** How a key is shown once saved: '•••• ' and its last four characters. */
export function maskedKey(last4: string | null): string {
  return last4 === null ? '' : `•••• ${last4}`;
}

export function keyLast4(key: string): string {
  return key.trim().slice(-4);
}

/** The logo rules (spec §5): extension, size and first bytes, by the same check as product images and claim photos. */
export function logoFileProblem(file: { name: string; size: number; head?: Uint8Array }): string | null {
  const problem = imageFileProblem(file, { extensions: LOGO_EXTENSIONS, maxBytes: LOGO_MAX_BYTES });
  if (problem === 'validation.imageExtension') return 'companyInfo.validation.logoExtension';
  if (problem === 'validation.imageTooLarge') return 'companyInfo.validation.logoTooLarge';
  return problem;
}

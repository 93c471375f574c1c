/**
 * A company's profile as the identity service seeds it: drawn from (world seed, company id) only, so the same world
 * always holds the same profiles, whichever company is read first. IBANs carry real mod-97 check digits.
 */
import type { Company, IdentityUser } from '@contract/downstream/identity';
import { ibanCheckDigits } from '@contract/company/company.rules';
import type { CompanyProfileRecord } from './company-book';
import { mixSeed, mulberry32, pick, randomInt, type Random } from '../prng';

interface CountryFacts {
  cities: readonly string[];
  districts: readonly string[];
  taxOffices: readonly string[];
  banks: readonly { name: string; swift: string; code: string }[];
  /** The IBAN's country and how the rest of it (the BBAN) is made from the bank code. */
  ibanCountry: string;
  bban: (random: Random, bankCode: string) => string;
  dialCode: string;
}

const digits = (random: Random, count: number) => Array.from({ length: count }, () => String(randomInt(random, 0, 9))).join('');

const TURKEY: CountryFacts = {
  cities: ['İstanbul', 'Bursa', 'İzmir', 'Ankara', 'Denizli'],
  districts: ['Kadıköy', 'Nilüfer', 'Bornova', 'Çankaya', 'Merkezefendi'],
  taxOffices: ['Kadıköy Vergi Dairesi', 'Uludağ Vergi Dairesi', 'Bornova Vergi Dairesi', 'Çankaya Vergi Dairesi'],
  banks: [
    { name: 'Türkiye İş Bankası', swift: 'ISBKTRIS', code: '00064' },
    { name: 'Garanti BBVA', swift: 'TGBATRIS', code: '00062' },
    { name: 'Akbank', swift: 'AKBKTRIS', code: '00046' },
  ],
  ibanCountry: 'TR',
  bban: (random, code) => `${code}0${digits(random, 16)}`,
  dialCode: '+90',
};
const EMIRATES: CountryFacts = {
  cities: ['Dubai', 'Abu Dhabi', 'Sharjah'],
  districts: ['Al Barsha', 'Deira', 'Al Nahda'],
  taxOffices: ['Federal Tax Authority'],
  banks: [
    { name: 'Emirates NBD', swift: 'EBILAEAD', code: '260' },
    { name: 'Mashreq Bank', swift: 'BOMLAEAD', code: '033' },
  ],
  ibanCountry: 'AE',
  bban: (random, code) => `${code}${digits(random, 16)}`,
  dialCode: '+971',
};
const SAUDI: CountryFacts = {
  cities: ['Riyadh', 'Jeddah', 'Dammam'],
  districts: ['Al Olaya', 'Al Rawdah', 'Al Faisaliyah'],
  taxOffices: ['Zakat, Tax and Customs Authority'],
  banks: [{ name: 'Saudi National Bank', swift: 'NCBKSAJE', code: '10' }],
  ibanCountry: 'SA',
  bban: (random, code) => `${code}${digits(random, 18)}`,
  dialCode: '+966',
};
const EGYPT: CountryFacts = {
  cities: ['Cairo', 'Alexandria', 'Giza'],
  districts: ['Zamalek', 'Smouha', 'Dokki'],
  taxOffices: ['Egyptian Tax Authority'],
  banks: [{ name: 'National Bank of Egypt', swift: 'NBEGEGCX', code: '0003' }],
  ibanCountry: 'EG',
  bban: (random, code) => `${code}${digits(random, 21)}`,
  dialCode: '+20',
};
/** China has no IBAN: its sellers are paid into a Hong Kong-routed GBP account of a payment bank (GB IBAN). */
const CHINA: CountryFacts = {
  cities: ['Shenzhen', 'Guangzhou', 'Yiwu'],
  districts: ['Futian', 'Tianhe', 'Choujiang'],
  taxOffices: ['Shenzhen Tax Bureau', 'Guangzhou Tax Bureau'],
  banks: [{ name: 'Barclays Bank', swift: 'BARCGB22', code: 'BARC' }],
  ibanCountry: 'GB',
  bban: (random, code) => `${code}${digits(random, 14)}`,
  dialCode: '+86',
};
const FACTS: Record<string, CountryFacts> = { TR: TURKEY, AE: EMIRATES, SA: SAUDI, EG: EGYPT, CN: CHINA };

const SCOPES = ['Textiles and clothing', 'Home goods', 'Consumer electronics', 'Cosmetics', 'Toys and games', 'Sports and outdoor'];
const POSITIONS = ['Founder', 'General Manager', 'E-commerce Manager', 'Operations Director'];

/** The owner's name in Latin letters (Öztürk → Ozturk). */
function latin(text: string): string {
  return text
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

const slug = (text: string) =>
  latin(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

export function generateProfile(seed: number, company: Company, owner: IdentityUser | undefined): CompanyProfileRecord {
  const random = mulberry32(mixSeed(seed, company.id, 0x5eed));
  const facts = FACTS[company.country] ?? TURKEY;
  const firstName = owner?.firstName ?? 'Deniz';
  const lastName = owner?.lastName ?? 'Kaya';
  const phone = () => `${facts.dialCode} ${digits(random, 3)} ${digits(random, 3)} ${digits(random, 4)}`;
  const address = () => ({
    address: `${pick(random, ['Atatürk', 'Cumhuriyet', 'Istiklal', 'Harbor', 'Market'])} Cd. No: ${randomInt(random, 1, 180)}`,
    district: pick(random, facts.districts),
    city: pick(random, facts.cities),
    zipCode: digits(random, 5),
    country: company.country,
    phone: phone(),
  });
  const billing = address();
  const delivery = random() < 0.5 ? { ...billing } : address();
  const bank = pick(random, facts.banks);
  const bban = facts.bban(random, bank.code);
  const domain = `${slug(company.name)}.example`;
  const year = randomInt(random, 1965, 1998);
  const month = String(randomInt(random, 1, 12)).padStart(2, '0');
  const day = String(randomInt(random, 1, 28)).padStart(2, '0');
  return {
    addresses: { billing, delivery },
    contact: {
      latinFirstName: latin(firstName),
      latinSurname: latin(lastName),
      localFullName: `${firstName} ${lastName}`,
      businessScope: pick(random, SCOPES),
      identityNumber: company.country === 'TR' ? `${randomInt(random, 1, 9)}${digits(random, 10)}` : `P${digits(random, 8)}`,
      birthdate: `${year}-${month}-${day}`,
      birthplace: pick(random, facts.cities),
      nationality: company.country,
      position: pick(random, POSITIONS),
      phone: phone(),
      email: `${slug(firstName)}@${domain}`,
      ccEmail: random() < 0.5 ? `accounting@${domain}` : '',
    },
    company: {
      legalName: company.country === 'TR' ? `${company.name} Ltd. Şti.` : `${company.name} LLC`,
      type: company.country === 'TR' ? 'limited' : pick(random, ['limited', 'jointStock', 'soleProprietorship'] as const),
      website: `https://www.${domain}`,
      email: `info@${domain}`,
      taxOffice: pick(random, facts.taxOffices),
      taxInfo: digits(random, 10),
    },
    bank: {
      ownerName: latin(company.country === 'TR' ? `${company.name} Ltd. Sti.` : `${company.name} LLC`),
      bankName: bank.name,
      iban: `${facts.ibanCountry}${ibanCheckDigits(facts.ibanCountry, bban)}${bban}`,
      swift: bank.swift,
      paymentProviderId: `PP-${company.id}-${digits(random, 4)}`,
      paymentProviderKey: `ppk_${Array.from({ length: 24 }, () => pick(random, [...'abcdefghijkmnpqrstuvwxyz23456789'])).join('')}`,
    },
    changes: { addresses: null, contact: null, company: null, bank: null },
  };
}

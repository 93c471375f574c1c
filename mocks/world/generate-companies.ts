/** The generated companies that give the admin company picker something to search. */
import type { Counts } from '@contract/api/session';
import type { Company, IdentityUser } from '@contract/downstream/identity';
import { pick, randomInt, type Random } from './prng';

const NAME_STARTS = [
  'Ege',
  'Marmara',
  'Bosphorus',
  'Kapadokya',
  'Karadeniz',
  'Toros',
  'Atlas',
  'Nile',
  'Cedar',
  'Pearl',
  'Lotus',
  'Harbor',
  'Silk Road',
  'Desert Rose',
  'Jade',
];
const NAME_ENDS = ['Tekstil', 'Home', 'Electronics', 'Kozmetik', 'Toys', 'Outdoor', 'Mobilya', 'Gıda', 'Sports', 'Books', 'Pet Supply', 'Jewellery'];
const COUNTRIES = ['TR', 'TR', 'TR', 'AE', 'SA', 'EG', 'CN'];
const FIRST_NAMES = ['Mehmet', 'Zeynep', 'Can', 'Elif', 'Burak', 'Fatma', 'Ahmed', 'Layla', 'Youssef', 'Mariam', 'Chen', 'Mei'];
const LAST_NAMES = ['Öztürk', 'Şahin', 'Çelik', 'Arslan', 'Koç', 'Mansour', 'Nasser', 'Farouk', 'Zhang', 'Liu'];

export function merchantIdOf(companyId: number): string {
  return `M-${companyId}`;
}

export interface GeneratedCompanies {
  companies: Company[];
  owners: IdentityUser[];
}

function asciiSlug(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '');
}

export function generateCompanies(random: Random, firstId: number, count: number): GeneratedCompanies {
  const companies: Company[] = [];
  const owners: IdentityUser[] = [];
  const usedNames = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const id = firstId + index;
    let name = `${pick(random, NAME_STARTS)} ${pick(random, NAME_ENDS)}`;
    while (usedNames.has(name)) name = `${pick(random, NAME_STARTS)} ${pick(random, NAME_ENDS)}`;
    usedNames.add(name);
    const country = pick(random, COUNTRIES);
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const ownerId = `usr-c${id}`;
    owners.push({
      id: ownerId,
      email: `${asciiSlug(firstName)}.${asciiSlug(lastName)}@c${id}.demo.tezgah.dev`,
      firstName,
      lastName,
      kind: 'seller',
      companyId: id,
      securityGroups: [],
      uiLang: country === 'TR' ? 'tr' : 'en',
    });
    companies.push({
      id,
      name,
      country,
      logoUrl: null,
      isOneClickMerchant: country === 'CN' && random() < 0.5,
      merchantId: merchantIdOf(id),
      ownerUserId: ownerId,
    });
  }
  return { companies, owners };
}

export function generateCounts(random: Random): Counts {
  return {
    activeProducts: randomInt(random, 40, 4800),
    deletedProducts: randomInt(random, 0, 250),
    claims: randomInt(random, 0, 40),
    tickets: randomInt(random, 0, 60),
    // How many unread messages the company's inbox is drawn with; the badge then counts the inbox (mocks/world/messages).
    messages: randomInt(random, 0, 25),
  };
}

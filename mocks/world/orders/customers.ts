/** Customers and their addresses, per destination country, drawn from small per-company pools to keep orders compact. */
import type { Address } from '@contract/orders/order.types';
import { pick, randomInt, type Random } from '../prng';

interface Region {
  first: readonly string[];
  last: readonly string[];
  cities: readonly [city: string, districts: readonly string[]][];
  phone: string;
  streets: readonly string[];
}

const TR: Region = {
  first: ['Ahmet', 'Ayşe', 'Mehmet', 'Zeynep', 'Mustafa', 'Elif', 'Emre', 'Merve', 'Burak', 'Selin', 'Hakan', 'Derya', 'Oğuz', 'Gül'],
  last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç', 'Aslan'],
  cities: [
    ['İstanbul', ['Kadıköy', 'Beşiktaş', 'Üsküdar', 'Şişli']],
    ['Ankara', ['Çankaya', 'Keçiören']],
    ['İzmir', ['Konak', 'Bornova']],
    ['Bursa', ['Nilüfer', 'Osmangazi']],
    ['Antalya', ['Muratpaşa', 'Konyaaltı']],
  ],
  phone: '+90 5',
  streets: ['Atatürk Cd.', 'Cumhuriyet Mh.', 'Bağdat Cd.', 'İnönü Sk.', 'Gazi Blv.'],
};
const GULF: Region = {
  first: ['Ahmed', 'Fatima', 'Omar', 'Layla', 'Khalid', 'Mariam', 'Youssef', 'Noura', 'Hassan', 'Sara', 'Ali', 'Huda'],
  last: ['Al Mansouri', 'Al Nasser', 'Haddad', 'Farouk', 'Al Harbi', 'Saleh', 'Khalil', 'Al Qahtani', 'Nasr', 'Hamdan'],
  cities: [
    ['Dubai', ['Deira', 'Jumeirah', 'Al Barsha']],
    ['Abu Dhabi', ['Al Reem', 'Khalifa City']],
    ['Riyadh', ['Olaya', 'Al Malqa']],
    ['Jeddah', ['Al Rawdah', 'Al Hamra']],
    ['Cairo', ['Zamalek', 'Heliopolis', 'Maadi']],
  ],
  phone: '+971 5',
  streets: ['Sheikh Zayed Rd', 'King Fahd Rd', 'Tahrir St', 'Corniche Rd', 'Al Wasl Rd'],
};
const EUROPE: Region = {
  first: ['Anna', 'Lukas', 'Sofia', 'Jonas', 'Emma', 'Elias', 'Nilay', 'Cem'],
  last: ['Müller', 'Schmidt', 'de Vries', 'Jansen', 'Aliyev', 'Georgiou'],
  cities: [
    ['Berlin', ['Mitte', 'Kreuzberg']],
    ['Amsterdam', ['Centrum', 'Zuid']],
    ['Baku', ['Nasimi', 'Yasamal']],
    ['Nicosia', ['Strovolos']],
  ],
  phone: '+49 1',
  streets: ['Hauptstraße', 'Kerkstraat', 'Nizami St', 'Makariou Ave'],
};

/** Where a region's customers live, by country, so an address's city always belongs to its country. */
const CITIES_BY_COUNTRY: Readonly<Record<string, Region['cities']>> = {
  AE: [
    ['Dubai', ['Deira', 'Jumeirah', 'Al Barsha']],
    ['Abu Dhabi', ['Al Reem', 'Khalifa City']],
    ['Sharjah', ['Al Majaz', 'Al Nahda']],
  ],
  SA: [
    ['Riyadh', ['Olaya', 'Al Malqa']],
    ['Jeddah', ['Al Rawdah', 'Al Hamra']],
    ['Dammam', ['Al Faisaliyah', 'Al Shati']],
  ],
  EG: [
    ['Cairo', ['Zamalek', 'Heliopolis', 'Maadi']],
    ['Alexandria', ['Smouha', 'Sidi Gaber']],
    ['Giza', ['Dokki', 'Mohandessin']],
  ],
  DE: [
    ['Berlin', ['Mitte', 'Kreuzberg']],
    ['Hamburg', ['Altona', 'Eimsbüttel']],
    ['Munich', ['Schwabing', 'Maxvorstadt']],
  ],
  NL: [
    ['Amsterdam', ['Centrum', 'Zuid']],
    ['Rotterdam', ['Kralingen', 'Delfshaven']],
    ['Utrecht', ['Oost', 'Lombok']],
  ],
  AZ: [
    ['Baku', ['Nasimi', 'Yasamal']],
    ['Ganja', ['Kapaz', 'Nizami']],
  ],
  CY: [
    ['Nicosia', ['Strovolos', 'Engomi']],
    ['Limassol', ['Germasogeia', 'Agios Athanasios']],
  ],
};
const PHONE_BY_COUNTRY: Readonly<Record<string, string>> = { SA: '+966 5', EG: '+20 1', NL: '+31 6', AZ: '+994 5', CY: '+357 9' };

function regionOf(country: string): Region {
  if (country === 'TR') return TR;
  return ['AE', 'SA', 'EG', 'OM', 'BH', 'KW'].includes(country) ? GULF : EUROPE;
}

const POOL_SIZE = 60;

function newCustomer(random: Random, country: string, index: number, companyId: number): Address {
  const region = regionOf(country);
  const name = `${pick(random, region.first)} ${pick(random, region.last)}`;
  const [city, districts] = pick(random, CITIES_BY_COUNTRY[country] ?? region.cities);
  const district = pick(random, districts);
  const mail = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]+/g, '.');
  return {
    name,
    idNumber: country === 'TR' ? String(randomInt(random, 10_000_000_000, 99_999_999_998)) : null,
    customerTaxId: random() < 0.1 ? String(randomInt(random, 1_000_000_000, 9_999_999_999)) : null,
    address: `${pick(random, region.streets)} No:${randomInt(random, 1, 180)} D:${randomInt(random, 1, 40)}`,
    district,
    city,
    town: district,
    phone: `${PHONE_BY_COUNTRY[country] ?? region.phone}${randomInt(random, 10, 59)} ${randomInt(random, 100, 999)} ${randomInt(random, 1000, 9999)}`,
    zipCode: String(randomInt(random, 10000, 99999)),
    email: `${mail}.${companyId % 1000}${index}@customers.demo.tezgah.dev`,
    country,
  };
}

/** Per-country pools, filled on first use from the company's generator (so always in the same order). */
export function customerPools(random: Random, companyId: number): (country: string) => Address {
  const pools = new Map<string, Address[]>();
  return (country) => {
    let pool = pools.get(country);
    if (!pool) {
      pool = Array.from({ length: POOL_SIZE }, (_, index) => newCustomer(random, country, index, companyId));
      pools.set(country, pool);
    }
    return pick(random, pool);
  };
}

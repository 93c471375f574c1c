/** A company's brands: its house brand and others of its range, crossed to the marketplaces partially. */
import { DAY_MS } from '@contract/lists/date-range';
import type { Brand, BrandCrossing } from '@contract/catalog/taxonomy.types';
import type { Company } from '@contract/downstream/identity';
import { randomInt, type Random } from '../prng';
import { BRAND_ID_SPACE, iso } from './generate-context';
import { GROUP_SPECS, slug } from './taxonomy-marketplace-groups';

/** Brand names per top-level category code (invented). */
const POOLS: Readonly<Record<string, readonly string[]>> = {
  fashion: [
    'Linora',
    'Modaist',
    'Pamukkale Wear',
    'Kumaşhane',
    'Nefes',
    'Aegean Cotton',
    'Vira',
    'Mavera',
    'Lacivert',
    'Defne',
    'Zeyno',
    'Atlas Denim',
    'Kuzey',
    'Sedef',
    'Loomy',
    'Bosphorus Knit',
  ],
  home: [
    'Evora',
    'Çinici',
    'Hane',
    'Bakırcı',
    'Nordhaus',
    'Kilim House',
    'Cam Atölyesi',
    'Sofra',
    'Lumina',
    'Evim',
    'Demlik',
    'Perla Home',
    'Anatolia Ceramics',
    'Bambu Life',
    'Tepsi & Co',
  ],
  electronics: [
    'Voltix',
    'Nexon',
    'Qubit',
    'Sonara',
    'Lumex',
    'Pulse',
    'Arcwave',
    'Kinetic',
    'Zentra',
    'Orbis',
    'Hexon',
    'Ampere Labs',
    'Tunez',
    'Gigabay',
    'Nanolink',
  ],
  cosmetics: [
    'Gülsuyu',
    'Lavanta',
    'Zeytin Bahçesi',
    'Aura Skin',
    'Rosa Damascena',
    'Nurlu',
    'Misk',
    'Argania',
    'Pure Lab',
    'Sabuncu',
    'Kolonyam',
    'Dermabella',
  ],
  sports: ['Zirve', 'Kamp Kuşu', 'Atlet', 'Peak Trail', 'Rüzgar', 'Tempo', 'Kondisyon', 'Nomad Gear', 'Summit Pro', 'Ritim', 'Pedal', 'Yüzgeç'],
};
const SPARE_STARTS = ['Nova', 'Vega', 'Lima', 'Mira', 'Nera', 'Sina', 'Tera', 'Zena', 'Kora', 'Luma', 'Ada', 'Ela'];
const SPARE_ENDS = ['Studio', 'Line', 'Works', 'Select', 'Lab', 'Collection'];

const CROSS_CHANCE: Readonly<Record<string, number>> = { hepsiburada: 0.85, noon: 0.6, trendyol: 0.5 };

function crossingsOf(random: Random, name: string, since: number, until: number): BrandCrossing[] {
  const crossings: BrandCrossing[] = [];
  for (const group of GROUP_SPECS) {
    if (random() >= CROSS_CHANCE[group.group]!) continue;
    const remoteBrandId = group.group === 'noon' ? slug(name, '-') : String(randomInt(random, group.group === 'hepsiburada' ? 1_000_000 : 1000, 9_999_999));
    const remoteBrandName = group.group === 'trendyol' ? name.toLocaleUpperCase('tr') : name;
    const status = random() < 0.93 ? 'crossed' : 'uncrossed';
    const date = iso(since + random() * (until - since));
    for (const marketplace of group.codes) crossings.push({ marketplace, remoteBrandId, remoteBrandName, status, date });
  }
  return crossings;
}

/** `roots` are the top-level category codes the company sells in, most important first. */
export function brandsFor(random: Random, company: Company, roots: readonly string[], count: number, createdAt: number): Brand[] {
  if (count === 0) return [];
  const house = company.name.split(' ')[0]!;
  const names = [house];
  const pool = roots.flatMap((root) => POOLS[root] ?? []).filter((name) => name !== house);
  while (names.length < count && pool.length > 0) names.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  while (names.length < count) {
    const spare = `${SPARE_STARTS[Math.floor(random() * SPARE_STARTS.length)]} ${SPARE_ENDS[Math.floor(random() * SPARE_ENDS.length)]}`;
    if (!names.includes(spare)) names.push(spare);
  }
  return names.map((name, index) => {
    const since = createdAt - randomInt(random, 200, 1200) * DAY_MS;
    return {
      id: company.id * BRAND_ID_SPACE + index + 1,
      companyId: company.id,
      name,
      remoteId: random() < 0.9 ? String(randomInt(random, 100_000, 999_999)) : null,
      status: index === 0 || random() < 0.92 ? 'active' : 'inactive',
      imageUrl: random() < 0.9 ? `https://img.demo.tezgah.dev/brands/${slug(name, '-')}.png` : null,
      crossings: crossingsOf(random, name, since, createdAt - DAY_MS),
    };
  });
}

/** The top-level category code a brand name came from, for picking a product's brand (house and spare brands: null). */
export function rootOfBrand(name: string): string | null {
  return Object.keys(POOLS).find((root) => POOLS[root]!.includes(name)) ?? null;
}

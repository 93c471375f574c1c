/**
 * A stand-in catalogue of ~150 SKUs per company, only so orders have items to hold. Issue 4 brings the real
 * catalogue; until then the orders draw from this one.
 */
import { pick, randomInt, type Random } from '../prng';

export interface CatalogueProduct {
  sku: string;
  name: string;
  /** Base price in EUR; each marketplace sells it in its own currency. */
  priceEur: number;
  deci: number;
  weightGrams: number;
  image: string;
}

interface Theme { code: string; nouns: readonly string[]; minEur: number; maxEur: number; maxDeci: number }

const THEMES: readonly Theme[] = [
  { code: 'TX', nouns: ['Cotton T-Shirt', 'Linen Shirt', 'Bath Towel', 'Bathrobe', 'Bed Sheet Set', 'Duvet Cover', 'Scarf', 'Denim Jacket', 'Knit Sweater', 'Pique Polo'], minEur: 8, maxEur: 95, maxDeci: 4 },
  { code: 'HM', nouns: ['Ceramic Vase', 'Copper Pot', 'Tea Glass Set', 'Table Lamp', 'Wall Clock', 'Rug', 'Cushion Cover', 'Cutlery Set', 'Coffee Maker', 'Storage Basket'], minEur: 12, maxEur: 260, maxDeci: 9 },
  { code: 'EL', nouns: ['Wireless Earbuds', 'Power Bank', 'Smart Watch', 'USB-C Hub', 'Bluetooth Speaker', 'Action Camera', 'Mechanical Keyboard', 'Gaming Mouse', 'Tablet Stand', 'LED Desk Light'], minEur: 15, maxEur: 420, maxDeci: 5 },
  { code: 'KZ', nouns: ['Face Serum', 'Olive Oil Soap', 'Hand Cream', 'Rose Water', 'Hair Mask', 'Lip Balm Set', 'Body Lotion', 'Perfume'], minEur: 5, maxEur: 80, maxDeci: 2 },
  { code: 'SP', nouns: ['Yoga Mat', 'Running Shoes', 'Camping Tent', 'Water Bottle', 'Dumbbell Set', 'Cycling Gloves', 'Backpack'], minEur: 10, maxEur: 220, maxDeci: 12 },
];
const ADJECTIVES = ['Classic', 'Premium', 'Eco', 'Compact', 'Deluxe', 'Everyday', 'Pro', 'Soft', 'Vintage', 'Urban', 'Nomad', 'Aegean'];
const COLOURS = ['Black', 'White', 'Navy', 'Sand', 'Olive', 'Terracotta', 'Grey', 'Sky Blue', 'Burgundy', 'Ivory'];
const DEMO_THEMES: Record<number, number> = { 1001: 0, 1002: 1, 1003: 2 };

export const CATALOGUE_SIZE = 150;

export function buildCatalogue(random: Random, companyId: number, size = CATALOGUE_SIZE): CatalogueProduct[] {
  const theme = THEMES[DEMO_THEMES[companyId] ?? companyId % THEMES.length]!;
  const products: CatalogueProduct[] = [];
  for (let index = 1; index <= size; index += 1) {
    const sku = `${theme.code}-${companyId}-${String(index).padStart(4, '0')}`;
    const spread = random() ** 2;
    const priceEur = Math.round((theme.minEur + spread * (theme.maxEur - theme.minEur)) * 100) / 100;
    const deci = randomInt(random, 1, theme.maxDeci);
    products.push({
      sku,
      name: `${pick(random, ADJECTIVES)} ${pick(random, theme.nouns)} ${pick(random, COLOURS)}`,
      priceEur,
      deci,
      weightGrams: deci * randomInt(random, 120, 260),
      image: `https://img.demo.tezgah.dev/products/${sku}.jpg`,
    });
  }
  return products;
}

/** The catalogue price in a marketplace currency, given what one unit of it is worth in EUR. */
export function priceIn(product: CatalogueProduct, eurPerUnit: number): number {
  return Math.round((product.priceEur / eurPerUnit) * 100) / 100;
}

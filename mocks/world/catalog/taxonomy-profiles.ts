/**
 * What a kind of product is like, for generation: price range (EUR), boxed size (mm, before jitter), weight (g),
 * months of guarantee and whether Turkey's reduced VAT applies (clothing and home textiles).
 */
export interface Profile {
  eur: readonly [number, number];
  box: readonly [number, number, number];
  grams: readonly [number, number];
  guarantee: number;
  reducedVat: boolean;
  /** Adjectives for product names, English and Turkish. */
  adjectives: readonly (readonly [string, string])[];
}

const FASHION_WORDS = [
  ['Basic', 'Basic'],
  ['Classic', 'Klasik'],
  ['Oversize', 'Oversize'],
  ['Organic', 'Organik'],
  ['Essential', 'Essential'],
  ['Relaxed', 'Rahat Kesim'],
  ['Premium', 'Premium'],
  ['Vintage', 'Vintage'],
] as const;
const HOME_WORDS = [
  ['Handmade', 'El Yapımı'],
  ['Nordic', 'İskandinav'],
  ['Ottoman', 'Osmanlı'],
  ['Modern', 'Modern'],
  ['Rustic', 'Rustik'],
  ['Aegean', 'Ege'],
  ['Cappadocia', 'Kapadokya'],
  ['Luxury', 'Lüks'],
] as const;
const TECH_WORDS = [
  ['Pro', 'Pro'],
  ['Ultra', 'Ultra'],
  ['Mini', 'Mini'],
  ['Max', 'Max'],
  ['Air', 'Air'],
  ['Lite', 'Lite'],
  ['Plus', 'Plus'],
  ['Neo', 'Neo'],
] as const;
const CARE_WORDS = [
  ['Hydrating', 'Nemlendirici'],
  ['Natural', 'Doğal'],
  ['Organic', 'Organik'],
  ['Intensive', 'Yoğun'],
  ['Gentle', 'Hassas'],
  ['Revitalising', 'Canlandırıcı'],
  ['Argan', 'Argan'],
  ['Olive Oil', 'Zeytinyağlı'],
] as const;
const SPORT_WORDS = [
  ['Pro', 'Pro'],
  ['Trail', 'Trail'],
  ['Lightweight', 'Hafif'],
  ['Performance', 'Performans'],
  ['Active', 'Active'],
  ['Endurance', 'Endurance'],
  ['Flex', 'Flex'],
  ['Summit', 'Summit'],
] as const;

const p = (
  eur: Profile['eur'],
  box: Profile['box'],
  grams: Profile['grams'],
  adjectives: Profile['adjectives'],
  guarantee = 0,
  reducedVat = false,
): Profile => ({
  eur,
  box,
  grams,
  guarantee,
  reducedVat,
  adjectives,
});

export const PROFILES = {
  apparel: p([8, 60], [300, 250, 40], [150, 600], FASHION_WORDS, 0, true),
  outerwear: p([30, 160], [400, 320, 100], [600, 1600], FASHION_WORDS, 0, true),
  shoes: p([25, 130], [330, 210, 120], [600, 1300], FASHION_WORDS),
  accessory: p([5, 45], [220, 160, 40], [40, 300], FASHION_WORDS),
  bag: p([15, 130], [380, 300, 140], [300, 1100], FASHION_WORDS),
  jewellery: p([6, 90], [100, 80, 40], [20, 120], FASHION_WORDS),
  bedding: p([20, 130], [420, 320, 110], [900, 3200], HOME_WORDS, 0, true),
  towel: p([5, 45], [320, 250, 70], [200, 1300], HOME_WORDS, 0, true),
  rug: p([30, 260], [1700, 260, 260], [3000, 12_000], HOME_WORDS, 0, true),
  homeTextile: p([8, 70], [400, 300, 60], [300, 1500], HOME_WORDS, 0, true),
  decor: p([8, 90], [260, 210, 210], [200, 2200], HOME_WORDS),
  cookware: p([15, 160], [320, 320, 200], [800, 4500], HOME_WORDS, 24),
  tableware: p([10, 130], [360, 300, 160], [500, 5500], HOME_WORDS),
  kitchenTool: p([5, 55], [320, 110, 50], [100, 700], HOME_WORDS),
  smallAppliance: p([25, 260], [320, 260, 320], [1000, 4800], HOME_WORDS, 24),
  lighting: p([20, 220], [460, 320, 320], [800, 4200], HOME_WORDS, 24),
  storageBox: p([6, 60], [400, 300, 250], [300, 1800], HOME_WORDS),
  phone: p([150, 1200], [180, 100, 60], [350, 620], TECH_WORDS, 24),
  phoneAccessory: p([5, 45], [180, 110, 30], [30, 260], TECH_WORDS, 24),
  computer: p([300, 2000], [420, 300, 80], [1400, 3200], TECH_WORDS, 24),
  computerAccessory: p([10, 130], [300, 160, 60], [100, 950], TECH_WORDS, 24),
  audio: p([20, 320], [210, 160, 90], [100, 950], TECH_WORDS, 24),
  wearable: p([30, 420], [130, 110, 90], [100, 320], TECH_WORDS, 24),
  camera: p([60, 850], [220, 160, 130], [300, 1300], TECH_WORDS, 24),
  homeAppliance: p([40, 480], [520, 360, 360], [2000, 8500], TECH_WORDS, 24),
  gaming: p([30, 560], [420, 320, 130], [300, 4200], TECH_WORDS, 24),
  cosmetics: p([4, 60], [150, 60, 60], [30, 450], CARE_WORDS),
  fragrance: p([20, 160], [130, 90, 70], [200, 520], CARE_WORDS),
  personalAppliance: p([20, 220], [300, 160, 120], [400, 1300], TECH_WORDS, 24),
  fitness: p([8, 70], [620, 160, 160], [300, 1600], SPORT_WORDS),
  fitnessHeavy: p([25, 420], [520, 320, 220], [2000, 30_000], SPORT_WORDS, 24),
  sportswear: p([15, 85], [300, 250, 50], [150, 700], SPORT_WORDS, 0, true),
  camping: p([15, 320], [600, 220, 220], [400, 5200], SPORT_WORDS),
  bicycle: p([200, 1300], [1500, 250, 800], [11_000, 18_000], SPORT_WORDS, 24),
  cycling: p([10, 90], [300, 220, 180], [80, 450], SPORT_WORDS),
  ball: p([10, 65], [240, 240, 240], [380, 650], SPORT_WORDS),
} satisfies Record<string, Profile>;

export type ProfileCode = keyof typeof PROFILES;

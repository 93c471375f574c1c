/** Product names, descriptions and free-text attribute values, in English, Turkish, Arabic and Chinese. */
import type { Translation } from '@contract/catalog/catalog.types';
import type { Random } from '../prng';
import type { StaticCategory } from './taxonomy-tree';

type Theme = 'fashion' | 'home' | 'electronics' | 'cosmetics' | 'sports';

const DESCRIPTIONS: Readonly<Record<Theme, { en: readonly string[]; tr: readonly string[] }>> = {
  fashion: {
    en: [
      '{brand} {noun} in soft {material}, cut for everyday comfort and easy to combine.',
      'A {noun} by {brand}: breathable {material}, careful stitching and a fit that keeps its shape wash after wash.',
    ],
    tr: [
      '{brand} {noun}, yumuşak {material} dokusuyla gün boyu rahatlık sunar ve kolayca kombinlenir.',
      '{brand} imzalı {noun}: nefes alan {material}, özenli dikişler ve yıkamadan sonra formunu koruyan kalıp.',
    ],
  },
  home: {
    en: [
      '{brand} {noun} that brings warmth to your home; made with care and built to last.',
      'Designed by {brand} for daily use: a {noun} that is practical, durable and easy to clean.',
    ],
    tr: [
      '{brand} {noun} evinize sıcaklık katar; özenle üretildi ve uzun yıllar kullanılır.',
      'Günlük kullanım için {brand} tasarımı: pratik, dayanıklı ve kolay temizlenen {noun}.',
    ],
  },
  electronics: {
    en: [
      '{brand} {noun} with solid build quality, low power use and a {warranty}-month warranty.',
      'The {brand} {noun} sets up in minutes, works with the devices you already own and comes with a {warranty}-month warranty.',
    ],
    tr: [
      '{brand} {noun}: sağlam yapı, düşük enerji tüketimi ve {warranty} ay garanti.',
      '{brand} {noun} dakikalar içinde kurulur, kullandığınız cihazlarla uyumludur ve {warranty} ay garantilidir.',
    ],
  },
  cosmetics: {
    en: [
      '{brand} {noun} with carefully chosen ingredients; dermatologically tested and suitable for daily use.',
      'A gentle {noun} by {brand}, made in small batches without parabens.',
    ],
    tr: [
      'Özenle seçilmiş içeriklerle {brand} {noun}; dermatolojik olarak test edildi, günlük kullanıma uygundur.',
      '{brand} imzalı nazik {noun}, küçük partiler halinde ve parabensiz üretildi.',
    ],
  },
  sports: {
    en: [
      '{brand} {noun} built for training and the outdoors: light, durable and comfortable.',
      'Take the {brand} {noun} wherever you go: tough materials, thoughtful details and easy care.',
    ],
    tr: [
      '{brand} {noun} antrenman ve doğa için tasarlandı: hafif, dayanıklı ve konforlu.',
      '{brand} {noun} her yerde yanınızda: sağlam malzeme, düşünülmüş detaylar ve kolay bakım.',
    ],
  },
};

export const CARE_TEXTS = [
  'Machine wash at 30 °C; do not tumble dry.',
  'Hand wash cold; dry flat.',
  'Machine wash at 40 °C; iron at low heat.',
  'Dry clean only.',
];
export const INGREDIENT_TEXTS = [
  'Aqua, Glycerin, Niacinamide, Panthenol, Sodium Hyaluronate',
  'Aqua, Rosa Damascena Flower Water, Glycerin, Citric Acid',
  'Olea Europaea Fruit Oil, Sodium Hydroxide, Aqua, Glycerin',
  'Aqua, Cetearyl Alcohol, Argania Spinosa Kernel Oil, Parfum',
  'Alcohol Denat., Parfum, Aqua, Linalool, Limonene',
];

export interface ProductTexts {
  /** Name and description per language; en and tr always, ar and zh when the product has them. */
  byLanguage: Map<string, { name: string; description: string }>;
}

export interface TextFacts {
  random: Random;
  leaf: StaticCategory;
  brand: string;
  adjective: readonly [string, string];
  /** The material attribute's value in English and Turkish, when the product has one. */
  material: readonly [string, string] | null;
  guarantee: number;
  languages: { ar: boolean; zh: boolean };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

export function productTexts({ random, leaf, brand, adjective, material, guarantee, languages }: TextFacts): ProductTexts {
  const theme = (leaf.codes[0] ?? 'home') as Theme;
  const tech = guarantee > 0 && (theme === 'electronics' || leaf.profile.endsWith('ppliance'));
  const model = tech ? ` ${1 + Math.floor(random() * 12)}` : '';
  const enName = tech ? `${brand} ${leaf.noun.en} ${adjective[0]}${model}` : `${brand} ${adjective[0]} ${leaf.noun.en}`;
  const trName = tech ? `${brand} ${leaf.noun.tr} ${adjective[1]}${model}` : `${brand} ${adjective[1]} ${leaf.noun.tr}`;
  const template = Math.floor(random() * 2);
  const common = { brand, warranty: String(guarantee || 24) };
  const byLanguage = new Map<string, { name: string; description: string }>();
  byLanguage.set('en', {
    name: enName,
    description: fill(DESCRIPTIONS[theme].en[template]!, { ...common, noun: leaf.noun.en.toLowerCase(), material: (material?.[0] ?? 'cotton').toLowerCase() }),
  });
  byLanguage.set('tr', {
    name: trName,
    description: fill(DESCRIPTIONS[theme].tr[template]!, {
      ...common,
      noun: leaf.noun.tr.toLocaleLowerCase('tr'),
      material: (material?.[1] ?? 'pamuk').toLocaleLowerCase('tr'),
    }),
  });
  if (languages.ar && leaf.noun.ar) {
    byLanguage.set('ar', {
      name: `${leaf.noun.ar} من ${brand}${model}`,
      description: `${leaf.noun.ar} من ${brand} بجودة عالية، مناسب للاستخدام اليومي وسهل العناية.`,
    });
  }
  if (languages.zh && leaf.noun.zh) {
    byLanguage.set('zh', { name: `${brand} ${leaf.noun.zh}${model}`, description: `${brand}${leaf.noun.zh}，品质可靠，适合日常使用。` });
  }
  return { byLanguage };
}

export function translationsOf(texts: ProductTexts, suffix: (language: string) => string = () => ''): Translation[] {
  return [...texts.byLanguage].map(([language, text]) => ({ language, name: text.name + suffix(language), description: text.description }));
}

export function modelCodeOf(random: Random, companyCode: string, leaf: StaticCategory): string {
  return `${companyCode}${leaf.skuCode}${100 + Math.floor(random() * 900)}`;
}

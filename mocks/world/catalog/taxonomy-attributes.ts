/**
 * The seller-panel attributes every company shares (English names; Turkish, Arabic and Chinese value names where the
 * marketplaces or translations need them). Ids are fixed: attribute n has values n * 1000 + 1, n * 1000 + 2, …
 */
import type { AttributeType } from '@contract/catalog/taxonomy.types';

export interface StaticValue {
  id: number;
  en: string;
  tr: string;
  ar?: string;
  zh?: string;
  /** A short code for SKUs (colours). */
  code?: string;
}

export interface StaticAttribute {
  id: number;
  code: string;
  en: string;
  tr: string;
  type: AttributeType;
  values: StaticValue[];
  old: boolean;
  inactive: boolean;
}

/** A value as `English|Türkçe` (or one word for both), colours as `English|Türkçe|CODE|عربي|中文`. */
type ValueSpec = string;

interface Spec {
  code: string;
  en: string;
  tr: string;
  type?: AttributeType;
  values?: readonly ValueSpec[];
  old?: boolean;
  inactive?: boolean;
}

const same = (...values: string[]): string[] => values;

const SPECS: readonly Spec[] = [
  {
    code: 'colour',
    en: 'Colour',
    tr: 'Renk',
    values: [
      'Black|Siyah|BLK|أسود|黑色',
      'White|Beyaz|WHT|أبيض|白色',
      'Navy|Lacivert|NVY|كحلي|藏青色',
      'Grey|Gri|GRY|رمادي|灰色',
      'Beige|Bej|BEI|بيج|米色',
      'Red|Kırmızı|RED|أحمر|红色',
      'Blue|Mavi|BLU|أزرق|蓝色',
      'Green|Yeşil|GRN|أخضر|绿色',
      'Khaki|Haki|KHK|كاكي|卡其色',
      'Brown|Kahverengi|BRN|بني|棕色',
      'Pink|Pembe|PNK|وردي|粉色',
      'Yellow|Sarı|YLW|أصفر|黄色',
      'Orange|Turuncu|ORG|برتقالي|橙色',
      'Purple|Mor|PRP|بنفسجي|紫色',
      'Ecru|Ekru|ECR|أوف وايت|米白色',
      'Burgundy|Bordo|BRG|خمري|酒红色',
      'Multicolour|Çok Renkli|MLT|متعدد الألوان|多色',
      'Silver|Gümüş|SLV|فضي|银色',
      'Gold|Altın|GLD|ذهبي|金色',
      'Anthracite|Antrasit|ANT|فحمي|炭灰色',
    ],
  },
  { code: 'size', en: 'Size', tr: 'Beden', values: same('XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL') },
  { code: 'shoeSize', en: 'Shoe Size', tr: 'Ayakkabı Numarası', values: same('36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46') },
  {
    code: 'kidsAge',
    en: 'Age Group',
    tr: 'Yaş Grubu',
    values: [
      '0-3 Months|0-3 Ay',
      '3-6 Months|3-6 Ay',
      '6-12 Months|6-12 Ay',
      '1-2 Years|1-2 Yaş',
      '3-4 Years|3-4 Yaş',
      '5-6 Years|5-6 Yaş',
      '7-8 Years|7-8 Yaş',
      '9-10 Years|9-10 Yaş',
      '11-12 Years|11-12 Yaş',
    ],
  },
  { code: 'gender', en: 'Gender', tr: 'Cinsiyet', values: ['Women|Kadın', 'Men|Erkek', 'Unisex|Unisex', 'Girls|Kız Çocuk', 'Boys|Erkek Çocuk', 'Baby|Bebek'] },
  {
    code: 'material',
    en: 'Material',
    tr: 'Materyal',
    values: [
      'Cotton|Pamuk',
      'Organic Cotton|Organik Pamuk',
      'Linen|Keten',
      'Polyester|Polyester',
      'Viscose|Viskon',
      'Wool|Yün',
      'Silk|İpek',
      'Denim|Denim',
      'Leather|Deri',
      'Faux Leather|Suni Deri',
      'Bamboo|Bambu',
      'Modal|Modal',
      'Acrylic|Akrilik',
      'Microfibre|Mikrofiber',
      'Muslin|Müslin',
    ],
  },
  {
    code: 'pattern',
    en: 'Pattern',
    tr: 'Desen',
    values: [
      'Plain|Düz',
      'Striped|Çizgili',
      'Checked|Ekose',
      'Floral|Çiçekli',
      'Printed|Baskılı',
      'Patterned|Desenli',
      'Camouflage|Kamuflaj',
      'Polka Dot|Puantiyeli',
    ],
  },
  {
    code: 'sleeve',
    en: 'Sleeve Length',
    tr: 'Kol Boyu',
    values: ['Short Sleeve|Kısa Kol', 'Long Sleeve|Uzun Kol', 'Sleeveless|Kolsuz', 'Three-Quarter Sleeve|Truvakar Kol'],
  },
  {
    code: 'collar',
    en: 'Collar Type',
    tr: 'Yaka Tipi',
    values: ['Crew Neck|Bisiklet Yaka', 'V-Neck|V Yaka', 'Polo Collar|Polo Yaka', 'Shirt Collar|Gömlek Yaka', 'Hooded|Kapüşonlu', 'Turtleneck|Balıkçı Yaka'],
  },
  {
    code: 'fit',
    en: 'Fit',
    tr: 'Kalıp',
    values: ['Regular Fit|Regular Fit', 'Slim Fit|Slim Fit', 'Oversize|Oversize', 'Relaxed Fit|Rahat Kesim', 'Skinny|Skinny'],
  },
  { code: 'season', en: 'Season', tr: 'Sezon', values: ['Spring-Summer|İlkbahar-Yaz', 'Autumn-Winter|Sonbahar-Kış', 'All Seasons|Dört Mevsim'] },
  { code: 'length', en: 'Length', tr: 'Boy', values: ['Mini|Mini', 'Midi|Midi', 'Maxi|Maxi'] },
  { code: 'bedSize', en: 'Bed Size', tr: 'Yatak Boyutu', values: ['Single|Tek Kişilik', 'Double|Çift Kişilik', 'King Size|King Size', 'Baby|Bebek'] },
  { code: 'towelSize', en: 'Towel Size', tr: 'Havlu Ölçüsü', values: same('30x50 cm', '50x90 cm', '70x140 cm', '90x150 cm') },
  { code: 'threadCount', en: 'Thread Count', tr: 'İplik Sayısı', type: 'number' },
  { code: 'rugSize', en: 'Rug Size', tr: 'Halı Ölçüsü', values: same('80x150 cm', '120x180 cm', '160x230 cm', '200x290 cm') },
  { code: 'capacity', en: 'Capacity', tr: 'Kapasite', values: same('0.5 L', '1 L', '1.5 L', '1.7 L', '2 L', '3 L', '4 L', '5 L', '6 L', '8 L') },
  { code: 'pieces', en: 'Piece Count', tr: 'Parça Sayısı', type: 'number' },
  {
    code: 'coating',
    en: 'Coating',
    tr: 'Kaplama',
    values: ['Granite|Granit', 'Ceramic|Seramik', 'Non-Stick|Yapışmaz', 'Stainless Steel|Paslanmaz Çelik', 'Cast Iron|Döküm', 'Copper|Bakır'],
  },
  { code: 'hob', en: 'Hob Compatibility', tr: 'Ocak Uyumu', values: ['Induction|İndüksiyon', 'Gas|Gazlı', 'Electric|Elektrikli', 'All Hobs|Tüm Ocaklar'] },
  { code: 'dishwasher', en: 'Dishwasher Safe', tr: 'Bulaşık Makinesinde Yıkanabilir', values: ['Yes|Evet', 'No|Hayır'] },
  {
    code: 'homeMaterial',
    en: 'Product Material',
    tr: 'Ürün Materyali',
    values: [
      'Glass|Cam',
      'Porcelain|Porselen',
      'Ceramic|Seramik',
      'Wood|Ahşap',
      'Bamboo|Bambu',
      'Stainless Steel|Paslanmaz Çelik',
      'Metal|Metal',
      'Plastic|Plastik',
      'Marble|Mermer',
      'Rattan|Rattan',
      'Fabric|Kumaş',
    ],
  },
  {
    code: 'style',
    en: 'Style',
    tr: 'Stil',
    values: ['Modern|Modern', 'Classic|Klasik', 'Bohemian|Bohem', 'Scandinavian|İskandinav', 'Rustic|Rustik', 'Minimalist|Minimalist'],
  },
  { code: 'voltage', en: 'Voltage', tr: 'Voltaj', values: same('5 V', '12 V', '110-240 V', '220-240 V') },
  { code: 'power', en: 'Power (W)', tr: 'Güç (W)', type: 'number' },
  { code: 'plug', en: 'Plug Type', tr: 'Fiş Tipi', values: ['EU (Type C/F)|AB (Tip C/F)', 'UK (Type G)|İngiltere (Tip G)', 'US (Type A)|ABD (Tip A)'] },
  {
    code: 'battery',
    en: 'Battery Capacity',
    tr: 'Pil Kapasitesi',
    values: same('300 mAh', '500 mAh', '1000 mAh', '3000 mAh', '5000 mAh', '10000 mAh', '20000 mAh'),
  },
  { code: 'storage', en: 'Storage Capacity', tr: 'Depolama Kapasitesi', values: same('32 GB', '64 GB', '128 GB', '256 GB', '512 GB', '1 TB', '2 TB') },
  { code: 'ram', en: 'RAM', tr: 'RAM Kapasitesi', values: same('4 GB', '6 GB', '8 GB', '12 GB', '16 GB', '32 GB') },
  { code: 'screen', en: 'Screen Size', tr: 'Ekran Boyutu', values: same('1.4"', '6.1"', '6.7"', '10.9"', '13.3"', '14"', '15.6"') },
  {
    code: 'connectivity',
    en: 'Connectivity',
    tr: 'Bağlantı Türü',
    values: ['Bluetooth|Bluetooth', 'Wi-Fi|Wi-Fi', 'USB-C|USB-C', 'Lightning|Lightning', '3.5 mm Jack|3,5 mm Jak', '2.4 GHz Wireless|2.4 GHz Kablosuz'],
  },
  {
    code: 'compatibility',
    en: 'Compatible Brand',
    tr: 'Uyumlu Marka',
    values: ['Apple|Apple', 'Samsung|Samsung', 'Xiaomi|Xiaomi', 'Huawei|Huawei', 'Universal|Evrensel'],
  },
  {
    code: 'warranty',
    en: 'Warranty Type',
    tr: 'Garanti Tipi',
    values: ['Official Distributor Warranty|Resmi Distribütör Garantili', 'Importer Warranty|İthalatçı Garantili', 'Manufacturer Warranty|Üretici Garantili'],
  },
  {
    code: 'waterResistance',
    en: 'Water Resistance',
    tr: 'Su Geçirmezlik',
    values: ['None|Yok', 'IPX4|IPX4', 'IPX5|IPX5', 'IP67|IP67', 'IP68|IP68', '5 ATM|5 ATM'],
  },
  {
    code: 'skinType',
    en: 'Skin Type',
    tr: 'Cilt Tipi',
    values: ['All Skin Types|Tüm Cilt Tipleri', 'Dry|Kuru', 'Oily|Yağlı', 'Combination|Karma', 'Sensitive|Hassas'],
  },
  {
    code: 'hairType',
    en: 'Hair Type',
    tr: 'Saç Tipi',
    values: ['All Hair Types|Tüm Saç Tipleri', 'Dry|Kuru', 'Oily|Yağlı', 'Coloured|Boyalı', 'Curly|Kıvırcık'],
  },
  { code: 'volume', en: 'Volume', tr: 'Hacim', values: same('15 ml', '30 ml', '50 ml', '75 ml', '100 ml', '150 ml', '250 ml', '400 ml', '500 ml') },
  { code: 'spf', en: 'SPF', tr: 'Koruma Faktörü', values: same('SPF 15', 'SPF 30', 'SPF 50', 'SPF 50+') },
  {
    code: 'fragrance',
    en: 'Fragrance Family',
    tr: 'Koku Ailesi',
    values: ['Floral|Çiçeksi', 'Woody|Odunsu', 'Oriental|Oryantal', 'Fresh|Ferah', 'Citrus|Narenciye', 'Aromatic|Aromatik'],
  },
  { code: 'shade', en: 'Shade', tr: 'Ton', values: ['Light|Açık', 'Medium|Orta', 'Dark|Koyu', 'Nude|Nude', 'Rose|Gül', 'Coral|Mercan', 'Cherry|Vişne'] },
  { code: 'vegan', en: 'Vegan', tr: 'Vegan', values: ['Yes|Evet', 'No|Hayır'] },
  {
    code: 'sportType',
    en: 'Sport Type',
    tr: 'Spor Türü',
    values: [
      'Running|Koşu',
      'Fitness|Fitness',
      'Yoga|Yoga',
      'Training|Antrenman',
      'Hiking|Doğa Yürüyüşü',
      'Cycling|Bisiklet',
      'Football|Futbol',
      'Basketball|Basketbol',
      'Swimming|Yüzme',
      'Camping|Kamp',
    ],
  },
  { code: 'weight', en: 'Weight', tr: 'Ağırlık', values: same('1 kg', '2 kg', '2.5 kg', '5 kg', '7.5 kg', '10 kg', '15 kg', '20 kg') },
  {
    code: 'persons',
    en: 'Person Capacity',
    tr: 'Kişi Kapasitesi',
    values: ['1 Person|1 Kişilik', '2 Persons|2 Kişilik', '3 Persons|3 Kişilik', '4 Persons|4 Kişilik', '6 Persons|6 Kişilik'],
  },
  { code: 'wheelSize', en: 'Wheel Size', tr: 'Jant Boyu', values: same('16"', '20"', '24"', '26"', '27.5"', '28"', '29"') },
  {
    code: 'ballSize',
    en: 'Ball Size',
    tr: 'Top Numarası',
    values: ['Size 3|3 Numara', 'Size 4|4 Numara', 'Size 5|5 Numara', 'Size 6|6 Numara', 'Size 7|7 Numara'],
  },
  { code: 'thickness', en: 'Thickness', tr: 'Kalınlık', values: same('4 mm', '6 mm', '8 mm', '10 mm') },
  { code: 'modelCode', en: 'Model Code', tr: 'Model Kodu', type: 'text' },
  { code: 'care', en: 'Care Instructions', tr: 'Yıkama Talimatı', type: 'text' },
  { code: 'ingredients', en: 'Ingredients', tr: 'İçindekiler', type: 'text' },
  { code: 'oldColour', en: 'Colour (old)', tr: 'Renk (eski)', values: ['Black|Siyah', 'White|Beyaz', 'Red|Kırmızı', 'Blue|Mavi', 'Other|Diğer'], old: true },
  { code: 'oldBodySize', en: 'Body Size (old)', tr: 'Beden (eski)', values: same('36', '38', '40', '42', '44', '46'), old: true, inactive: true },
  { code: 'oldOrigin', en: 'Origin', tr: 'Menşei', values: ['Turkey|Türkiye', 'China|Çin', 'India|Hindistan', 'Other|Diğer'], old: true },
  { code: 'oldWarrantyMonths', en: 'Warranty Period (Months)', tr: 'Garanti Süresi (Ay)', type: 'number', old: true },
  { code: 'oldProductType', en: 'Product Type', tr: 'Ürün Tipi', type: 'text', old: true, inactive: true },
  { code: 'oldDesi', en: 'Desi', tr: 'Desi', type: 'number', old: true },
];

function valueOf(attributeId: number, index: number, spec: ValueSpec): StaticValue {
  const [en, tr = en, code, ar, zh] = spec.split('|') as [string, string?, string?, string?, string?];
  return { id: attributeId * 1000 + index + 1, en, tr, ...(code ? { code } : {}), ...(ar ? { ar } : {}), ...(zh ? { zh } : {}) };
}

export const STATIC_ATTRIBUTES: readonly StaticAttribute[] = SPECS.map((spec, index) => {
  const id = index + 1;
  return {
    id,
    code: spec.code,
    en: spec.en,
    tr: spec.tr,
    type: spec.type ?? 'list',
    values: (spec.values ?? []).map((value, at) => valueOf(id, at, value)),
    old: spec.old ?? false,
    inactive: spec.inactive ?? false,
  };
});

const BY_CODE = new Map(STATIC_ATTRIBUTES.map((attribute) => [attribute.code, attribute]));

export function staticAttribute(code: string): StaticAttribute {
  const found = BY_CODE.get(code);
  if (!found) throw new Error(`No attribute ${code}`);
  return found;
}

/** Attributes whose values tell a product's variants apart, in the order a second axis is looked for. */
export const AXIS_CODES = [
  'size',
  'shoeSize',
  'kidsAge',
  'bedSize',
  'towelSize',
  'rugSize',
  'storage',
  'shade',
  'capacity',
  'volume',
  'weight',
  'ballSize',
  'wheelSize',
  'persons',
  'thickness',
] as const;

export const OLD_ATTRIBUTE_CODES = STATIC_ATTRIBUTES.filter((attribute) => attribute.old).map((attribute) => attribute.code);

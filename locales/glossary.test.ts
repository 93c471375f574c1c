/** The variants docs/glossary.md marks as checked: no text in either bundle (or a contract error text) uses them. */
import { ERROR_MESSAGES } from '@contract/errors';
import en from './en.json';
import tr from './tr.json';

type Tree = { [key: string]: string | Tree };

const sandboxSources = import.meta.glob<string>(['../mocks/world/**/*texts*.ts', '!../mocks/world/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The quoted texts of a sandbox source, import lines left out. */
function literals(file: string, source: string): [string, string][] {
  const code = source.replace(/^import .*$/gm, '');
  return [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|`([^`]*)`|"((?:[^"\\\n]|\\.)*)"/g)].map((match) => [file, match[1] ?? match[2] ?? match[3] ?? '']);
}

function texts(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : texts(value, path);
  });
}

/** A whole word (letters of any language), case ignored. */
const word = (variant: string) => new RegExp(`(?<![\\p{L}])${variant}(?![\\p{L}])`, 'iu');

const ENGLISH_VARIANTS: Record<string, RegExp> = {
  'catalog (use catalogue)': word('catalogs?'),
  'control panel (use Dashboard)': word('(control panel|dash board)'),
  'return request (use claim)': word('return requests?'),
  'canned answer / quick reply (use ready answer)': word('(canned (answers?|responses?)|quick repl(y|ies))'),
  'market place (use marketplace)': word('market[ -]places?'),
  'RRP / list price (use retail price)': word('(rrp|list prices?)'),
  'favourite (use bookmark)': word('favou?rites?'),
  'color (use colour)': word('colors?'),
  'canceled (use cancelled)': word('cancel(ed|ing)'),
  'stock code (use SKU)': word('stock codes?'),
};

const TURKISH_VARIANTS: Record<string, RegExp> = {
  'Gösterge paneli / Pano (use Kontrol Paneli)': word('(gösterge|pano)'),
  'Ön katalog (use Katalog öncesi)': word('ön katalog'),
  'hazır cevap (use hazır yanıt)': word('hazır cevap(lar)?'),
  'pazar yeri (use pazaryeri)': word('pazar yer'),
  'değişken (use varyant)': word('değişken'),
  'liste fiyatı (use perakende fiyatı)': word('liste fiyat'),
  'uzlaştırma (use mutabakat)': word('uzlaştırma'),
  'favori (use yer imi)': word('favori'),
  'stok kodu (use SKU)': word('stok kod'),
  'yükleme as the process (use içe aktarma)': word('yükleme(si|nin|sinin|ler|leri)?'),
};

function offences(entries: [string, string][], variants: Record<string, RegExp>): string[] {
  return entries.flatMap(([key, text]) => Object.entries(variants).flatMap(([name, pattern]) => (pattern.test(text) ? [`${key}: ${name}: ${text}`] : [])));
}

describe('glossary', () => {
  it('finds a variant where one is written, and only whole words', () => {
    expect(offences([['a', 'Pre-catalog matching']], ENGLISH_VARIANTS)).toHaveLength(1);
    expect(
      offences(
        [
          ['a', 'Pre-catalogue matching'],
          ['b', 'Cancelled orders'],
        ],
        ENGLISH_VARIANTS,
      ),
    ).toEqual([]);
    expect(offences([['a', 'Gösterge paneli yüklenemedi.']], TURKISH_VARIANTS)).toHaveLength(1);
    expect(offences([['a', 'Panoya kopyalandı']], TURKISH_VARIANTS)).toEqual([]);
  });

  it('keeps every English text to the glossary', () => {
    expect(offences(texts(en as Tree), ENGLISH_VARIANTS)).toEqual([]);
    expect(offences(Object.entries(ERROR_MESSAGES), ENGLISH_VARIANTS)).toEqual([]);
  });

  it('keeps every Turkish text to the glossary', () => {
    expect(offences(texts(tr as Tree), TURKISH_VARIANTS)).toEqual([]);
  });

  it('keeps the sandbox texts shown to users to the glossary', () => {
    const entries = Object.entries(sandboxSources).flatMap(([file, source]) => literals(file, source));
    expect(entries.length).toBeGreaterThan(20);
    expect(offences(entries, { ...ENGLISH_VARIANTS, ...TURKISH_VARIANTS })).toEqual([]);
  });
});

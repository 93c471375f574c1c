import { filterFaq } from './faq-search';
import { faqReaderOf, readsEntry, type FaqEntry } from './faq.types';
import { faqQuery, serviceFaqQuery } from './help.query';

const entry = (id: string, section: FaqEntry['section'], question: string, answer: string[] = []): FaqEntry => ({
  id,
  section,
  audience: 'everyone',
  question,
  answer,
  screens: [],
});
const ENTRIES = [
  entry('returns', 'claimsQuestions', 'İadeyi nasıl yönetirim?', ['İadeler, İade türünde talep olarak gelir.']),
  entry('partial', 'ordersPackages', 'Kısmi gönderim yapabilir miyim?', ['Siparişi birkaç pakete bölün.']),
  entry('invoice', 'ordersPackages', 'e-Fatura mı, e-Arşiv mi?', ['Faturayı siparişe yükleyin; iade faturası ayrıca kesilir.']),
  entry('password', 'account', 'Şifremi unuttum', ['Giriş sayfasından sıfırlayın.']),
];
const ids = (q: string, section: FaqEntry['section'] | null = null) => filterFaq(ENTRIES, { q, section }).map((found) => found.id);

describe('filterFaq', () => {
  it("finds the same entries for 'iade', 'İADE' and 'İade' (Turkish capital İ is i), in questions and answers", () => {
    expect(ids('iade')).toEqual(['returns', 'invoice']);
    expect(ids('İADE')).toEqual(ids('iade'));
    expect(ids('İade')).toEqual(ids('iade'));
  });

  it("pins ı and i: different Turkish letters that the one normaliser folds together, so 'kismi' and 'KISMI' find 'Kısmi'", () => {
    expect('ı').not.toBe('i');
    expect('ı'.toLocaleUpperCase('tr')).toBe('I');
    expect('i'.toLocaleUpperCase('tr')).toBe('İ');
    for (const typed of ['kısmi', 'KISMI', 'kismi', 'KİSMİ']) expect(ids(typed), typed).toEqual(['partial']);
    // 'IADE' is what a Turkish keyboard gives for ıade: folded with the dotless ı, it still finds iade.
    expect(ids('IADE')).toEqual(ids('iade'));
  });

  it('keeps to the section asked, and an empty search lists all', () => {
    expect(ids('', 'ordersPackages')).toEqual(['partial', 'invoice']);
    expect(ids('iade', 'claimsQuestions')).toEqual(['returns']);
    expect(ids('  ')).toHaveLength(ENTRIES.length);
    expect(ids('kargo takip')).toEqual([]);
  });
});

describe('readers', () => {
  it('reads a company’s country: Turkey, abroad, or staff without a company', () => {
    expect(faqReaderOf('TR')).toBe('turkey');
    expect(faqReaderOf('tr')).toBe('turkey');
    expect(faqReaderOf('AE')).toBe('abroad');
    expect(faqReaderOf(null)).toBe('staff');
  });

  it('gives each reader its own entries and the common ones; staff read all', () => {
    expect(readsEntry('turkey', 'turkey')).toBe(true);
    expect(readsEntry('turkey', 'abroad')).toBe(false);
    expect(readsEntry('abroad', 'turkey')).toBe(false);
    expect(readsEntry('abroad', 'everyone')).toBe(true);
    expect(readsEntry('staff', 'turkey') && readsEntry('staff', 'abroad')).toBe(true);
  });
});

describe('queries', () => {
  it('reads an unknown language as the default; the service needs a known reader and language', () => {
    expect(faqQuery.parse({ lang: 'tr' })).toEqual({ lang: 'tr' });
    expect(faqQuery.parse({ lang: 'de' })).toEqual({ lang: 'en' });
    expect(serviceFaqQuery.problems?.(serviceFaqQuery.parse({ reader: 'turkey', lang: 'tr' }))).toBeNull();
    expect(serviceFaqQuery.problems?.(serviceFaqQuery.parse({ reader: 'mars' }))).toEqual({ reader: 'validation.required', lang: 'validation.required' });
    expect(serviceFaqQuery.toRaw({ reader: 'abroad', lang: 'en' })).toEqual({ reader: 'abroad', lang: 'en' });
  });
});

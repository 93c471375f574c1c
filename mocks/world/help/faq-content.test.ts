import { filterFaq } from '@contract/help/faq-search';
import { FAQ_SECTIONS } from '@contract/help/faq.types';
import { routeById } from '@contract/routes';
import { FAQ_SOURCES, faqFor } from './faq-content';

const idsOf = (reader: 'turkey' | 'abroad' | 'staff') => faqFor(reader, 'en').entries.map((entry) => entry.id);

describe('the FAQ content', () => {
  it('has unique ids, real screens, and texts in both languages (Turkish its own, not a copy)', () => {
    expect(new Set(FAQ_SOURCES.map((source) => source.id)).size).toBe(FAQ_SOURCES.length);
    for (const source of FAQ_SOURCES) {
      for (const screen of source.screens) expect(routeById(screen), `${source.id} → ${screen}`).toBeDefined();
      const { en, tr } = source.text;
      expect(en.question.trim() && tr.question.trim(), source.id).toBeTruthy();
      expect(tr.question, source.id).not.toBe(en.question);
      expect(tr.answer, source.id).toHaveLength(en.answer.length);
      tr.answer.forEach((paragraph, index) => expect(paragraph, source.id).not.toBe(en.answer[index]));
    }
  });

  it('gives sellers in Turkey and abroad different sets of 15 to 25 entries, sharing the common ones, in every section', () => {
    const turkey = idsOf('turkey');
    const abroad = idsOf('abroad');
    for (const ids of [turkey, abroad]) {
      expect(ids.length).toBeGreaterThanOrEqual(15);
      expect(ids.length).toBeLessThanOrEqual(25);
    }
    expect(turkey).toEqual(expect.arrayContaining(['tr-e-invoice', 'tr-tax-number', 'tr-domestic-cargo', 'tr-etgb', 'returns']));
    expect(abroad).toEqual(expect.arrayContaining(['abroad-shipping', 'abroad-payout-currency', 'abroad-customs', 'returns']));
    expect(turkey.filter((id) => id.startsWith('abroad-'))).toEqual([]);
    expect(abroad.filter((id) => id.startsWith('tr-'))).toEqual([]);
    expect(idsOf('staff')).toHaveLength(FAQ_SOURCES.length);
    for (const section of FAQ_SECTIONS) {
      for (const reader of ['turkey', 'abroad'] as const)
        expect(
          faqFor(reader, 'tr').entries.some((entry) => entry.section === section),
          `${reader} ${section}`,
        ).toBe(true);
    }
  });

  it('answers in the language asked, entries in section order', () => {
    const tr = faqFor('turkey', 'tr');
    expect(tr).toMatchObject({ reader: 'turkey', language: 'tr' });
    expect(tr.entries.find((entry) => entry.id === 'tr-e-invoice')?.question).toContain('e-Arşiv');
    const order = tr.entries.map((entry) => FAQ_SECTIONS.indexOf(entry.section));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("finds the returns entry in Turkish for 'iade' and 'İADE' alike", () => {
    const { entries } = faqFor('turkey', 'tr');
    const found = (q: string) => filterFaq(entries, { q, section: null }).map((entry) => entry.id);
    expect(found('iade')).toContain('returns');
    expect(found('İADE')).toEqual(found('iade'));
  });
});

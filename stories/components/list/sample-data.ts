/**
 * Neutral sample rows for the list machinery's component stories, with their own texts in both languages (added to
 * i18n here, so the app's locale files hold no story-only keys).
 */
import type { BulkAction, Column, FilterField, ListAction, TabDefinition } from '@web/components/list/list-types';
import { i18n } from '@web/lib/i18n';

const texts = {
  en: {
    title: 'Sample records',
    tabs: { active: 'Active', paused: 'Paused', archived: 'Archived' },
    columns: { code: 'Code', name: 'Name', city: 'City', amount: 'Amount', created: 'Created', note: 'Note' },
    filters: {
      created: 'Created between',
      name: 'Name',
      city: 'City',
      code: 'Code',
      codeHint: 'Codes start with a zero, e.g. 0123.',
      codeRule: 'The code must start with a zero.',
    },
    cities: { istanbul: 'Istanbul', izmir: 'Izmir', dubai: 'Dubai' },
    actions: { export: 'Export', archive: 'Archive', pause: 'Pause' },
    loadError: 'Cannot load the sample records. Please try again later.',
  },
  tr: {
    title: 'Örnek kayıtlar',
    tabs: { active: 'Etkin', paused: 'Duraklatıldı', archived: 'Arşivlendi' },
    columns: { code: 'Kod', name: 'Ad', city: 'Şehir', amount: 'Tutar', created: 'Oluşturulma', note: 'Not' },
    filters: {
      created: 'Oluşturulma aralığı',
      name: 'Ad',
      city: 'Şehir',
      code: 'Kod',
      codeHint: 'Kodlar sıfırla başlar, ör. 0123.',
      codeRule: 'Kod sıfırla başlamalıdır.',
    },
    cities: { istanbul: 'İstanbul', izmir: 'İzmir', dubai: 'Dubai' },
    actions: { export: 'Dışa aktar', archive: 'Arşivle', pause: 'Duraklat' },
    loadError: 'Örnek kayıtlar yüklenemedi. Lütfen daha sonra tekrar deneyin.',
  },
};
for (const [language, bundle] of Object.entries(texts)) i18n.addResourceBundle(language, 'translation', { storySamples: bundle }, true, true);

export type SampleTab = 'active' | 'paused' | 'archived';
export interface SampleRecord {
  code: string;
  name: string;
  city: 'istanbul' | 'izmir' | 'dubai';
  amount: number;
  currency: string;
  created: string;
  note: string;
  tab: SampleTab;
}

const NAMES = ['Atlas', 'Boreas', 'Cedar', 'Delta', 'Ember', 'Fjord', 'Garnet', 'Harbor', 'Iris', 'Juniper', 'Kestrel', 'Lumen'];
const CITIES = ['istanbul', 'izmir', 'dubai'] as const;
const TAB_OF = ['active', 'active', 'paused', 'archived'] as const;

export const sampleRecords: SampleRecord[] = Array.from({ length: 48 }, (_, index) => ({
  code: `0${String(1000 + index)}`,
  name: `${NAMES[index % NAMES.length]} ${Math.floor(index / NAMES.length) + 1}`,
  city: CITIES[index % CITIES.length]!,
  amount: Math.round((index * 137.35 + 49.9) * 100) / 100,
  currency: index % 3 === 2 ? 'AED' : 'TRY',
  created: `2026-03-${String((index % 28) + 1).padStart(2, '0')}`,
  note: index % 4 === 0 ? '' : `Batch ${index % 7}`,
  tab: TAB_OF[index % TAB_OF.length]!,
}));

export const SAMPLE_TABS: TabDefinition<SampleTab>[] = [
  { id: 'active', labelKey: 'storySamples.tabs.active' },
  { id: 'paused', labelKey: 'storySamples.tabs.paused' },
  { id: 'archived', labelKey: 'storySamples.tabs.archived' },
];

export const SAMPLE_FILTERS: FilterField[] = [
  { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'storySamples.filters.created' },
  { kind: 'text', name: 'name', labelKey: 'storySamples.filters.name' },
  {
    kind: 'select',
    name: 'city',
    labelKey: 'storySamples.filters.city',
    options: CITIES.map((city) => ({ value: city, labelKey: `storySamples.cities.${city}` })),
  },
  { kind: 'text', name: 'code', labelKey: 'storySamples.filters.code', hintKey: 'storySamples.filters.codeHint' },
];

export const validateSampleFilters = (values: Record<string, string>) =>
  values.code && !values.code.startsWith('0') ? { code: 'storySamples.filters.codeRule' } : null;

/** Columns; the cells format with the given formatters (money and dates follow the interface language). */
export function sampleColumns(format: { money: (amount: number, currency: string) => string; date: (value: string) => string }): Column<SampleRecord>[] {
  return [
    { id: 'code', headerKey: 'storySamples.columns.code', cell: (row) => row.code, sortField: 'code', link: true },
    { id: 'name', headerKey: 'storySamples.columns.name', cell: (row) => row.name, sortField: 'name' },
    { id: 'city', headerKey: 'storySamples.columns.city', cell: (row) => i18n.t(`storySamples.cities.${row.city}`), hideable: true },
    {
      id: 'amount',
      headerKey: 'storySamples.columns.amount',
      cell: (row) => format.money(row.amount, row.currency),
      sortField: 'amount',
      firstDirection: 'desc',
      align: 'end',
    },
    {
      id: 'created',
      headerKey: 'storySamples.columns.created',
      cell: (row) => format.date(row.created),
      sortField: 'created',
      firstDirection: 'desc',
      hideable: true,
    },
    { id: 'note', headerKey: 'storySamples.columns.note', cell: (row) => row.note, defaultHidden: true },
  ];
}

export const sampleKey = (row: SampleRecord) => row.code;
export const sampleCounts = (rows: readonly SampleRecord[]) =>
  Object.fromEntries(SAMPLE_TABS.map((tab) => [tab.id, rows.filter((row) => row.tab === tab.id).length])) as Record<SampleTab, number>;

export function sampleBulkActions(onClick: (keys: readonly string[]) => void): BulkAction[] {
  return [
    { id: 'pause', labelKey: 'storySamples.actions.pause', onClick, color: 'secondary', variant: 'outline' },
    { id: 'archive', labelKey: 'storySamples.actions.archive', onClick, color: 'danger', variant: 'outline' },
  ];
}

export function sampleToolbar(onClick: () => void, busy = false): ListAction[] {
  return [{ id: 'export', labelKey: 'storySamples.actions.export', onClick, icon: 'cilSpreadsheet', variant: 'outline', busy }];
}

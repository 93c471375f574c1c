/** A working list on the machinery for the stories: the URL holds tab, filters, page, page size and sort. */
import { useState } from 'react';
import {
  compactQuery,
  compareBy,
  formatSort,
  paginate,
  parsePage,
  parsePageSize,
  parseSort,
  parseTab,
  type RawQuery,
  type Sort,
} from '@contract/lists/list-query';
import { rangeBounds } from '@contract/lists/date-range';
import { ListScreen } from '@web/components/list/ListScreen';
import { useFormatters } from '@web/lib/format';
import { filtersPatch, useListQuery } from '@web/lib/list-url';
import {
  SAMPLE_FILTERS,
  SAMPLE_TABS,
  sampleBulkActions,
  sampleColumns,
  sampleCounts,
  sampleKey,
  sampleRecords,
  sampleToolbar,
  validateSampleFilters,
  type SampleRecord,
  type SampleTab,
} from './sample-data';

const SORT_FIELDS = ['code', 'name', 'amount', 'created'] as const;
const FILTER_KEYS = ['from', 'to', 'name', 'city', 'code'] as const;
type Filters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;
interface SampleQuery extends Filters {
  tab: SampleTab;
  page: number;
  pageSize: number;
  sort: Sort<(typeof SORT_FIELDS)[number]>;
}

const parse = (raw: RawQuery): SampleQuery => ({
  tab: parseTab(
    raw.tab,
    SAMPLE_TABS.map((tab) => tab.id),
  ),
  page: parsePage(raw.page),
  pageSize: parsePageSize(raw.pageSize),
  sort: parseSort(raw.sort, SORT_FIELDS, { field: 'created', direction: 'desc' }),
  ...Object.fromEntries(FILTER_KEYS.map((key) => [key, raw[key]])),
});
const toRaw = ({ sort, ...rest }: Partial<SampleQuery>) => compactQuery({ ...rest, sort: sort ? formatSort(sort) : undefined });

function matches(row: SampleRecord, query: SampleQuery): boolean {
  if (query.name && !row.name.toLowerCase().includes(query.name.toLowerCase())) return false;
  if (query.city && row.city !== query.city) return false;
  if (query.code && row.code !== query.code) return false;
  if (query.from && query.to) {
    const [start, end] = rangeBounds(query.from, query.to);
    const at = Date.parse(`${row.created}T00:00:00Z`);
    if (at < start || at >= end) return false;
  }
  return true;
}

export function SampleListView({ onAction }: { onAction: (what: string) => void }) {
  const [query, update] = useListQuery(parse, toRaw);
  const [selected, setSelected] = useState<string[]>([]);
  const format = useFormatters();
  const filtered = sampleRecords.filter((row) => matches(row, query));
  const inTab = filtered.filter((row) => row.tab === query.tab);
  const sorted = [...inTab].sort(compareBy((row) => row[query.sort.field], query.sort.direction));
  const clearSelection = () => setSelected([]);
  return (
    <ListScreen<SampleRecord, SampleTab>
      listId="story-samples"
      titleKey="storySamples.title"
      columns={sampleColumns(format)}
      rowKey={sampleKey}
      rows={paginate(sorted, query.page, query.pageSize)}
      total={sorted.length}
      page={query.page}
      pageSize={query.pageSize}
      status="ready"
      errorKey="storySamples.loadError"
      onRetry={() => onAction('retry')}
      tabs={{
        tabs: SAMPLE_TABS,
        active: query.tab,
        counts: sampleCounts(filtered),
        onChange: (tab) => {
          clearSelection();
          update({ tab });
        },
      }}
      filters={{
        fields: SAMPLE_FILTERS,
        values: query,
        validate: validateSampleFilters,
        onApply: (values) => {
          clearSelection();
          update(filtersPatch(FILTER_KEYS, values));
        },
        onReset: () => {
          clearSelection();
          update(filtersPatch(FILTER_KEYS, {}));
        },
      }}
      sort={query.sort}
      onSortChange={(sort) => update({ sort: sort as SampleQuery['sort'] })}
      onPageChange={(page) => update({ page })}
      onPageSizeChange={(pageSize) => update({ pageSize })}
      selection={{ selected, onChange: setSelected }}
      bulkActions={sampleBulkActions((keys) => {
        onAction(`bulk:${keys.join(',')}`);
        clearSelection();
      })}
      toolbar={sampleToolbar(() => onAction('export'))}
      onRowClick={(row) => onAction(`open:${row.code}`)}
    />
  );
}

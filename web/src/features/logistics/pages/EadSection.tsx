import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EadListQuery, EadTab } from '@contract/logistics/ead.query';
import type { EadRow } from '@contract/logistics/logistics.types';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { useCountryNames } from '@web/components/country-names';
import { eadColumns, eadFilterFields } from '@web/components/logistics/ead-list-config';
import { exportActions } from '@web/components/list/export-action';

export interface EadSectionProps {
  query: EadListQuery;
  state: ListState<EadRow, EadTab>;
  onQueryChange: (patch: Partial<EadListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onExport: () => void;
}

/** The EAD list (spec §2, §3): estimated delivery days on the company's lanes, read-only, filtered and exported. */
export function EadSection({ query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onExport }: EadSectionProps) {
  const { t } = useTranslation();
  const countries = useCountryNames();
  const columns = useMemo(() => eadColumns(countries, t), [countries, t]);
  const fields = useMemo(() => eadFilterFields(countries), [countries]);
  return (
    <ListScreen<EadRow, EadTab>
      listId="ead"
      titleKey="logistics.ead.title"
      summary={<p className="text-body-secondary">{t('logistics.ead.intro')}</p>}
      filters={{ fields, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      errorKey="logistics.ead.loadError"
      emptyKey="logistics.ead.empty"
      onRetry={onRetry}
      toolbar={exportActions(onExport)}
    />
  );
}

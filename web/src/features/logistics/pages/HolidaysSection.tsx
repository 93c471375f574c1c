import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HolidayListQuery, HolidayTab } from '@contract/logistics/holiday.query';
import type { Holiday } from '@contract/logistics/logistics.types';
import { ListScreen } from '@web/components/list/ListScreen';
import { emptyKeyOf } from '@web/components/list/filter-values';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import { useNameOf } from '@web/lib/localized-name';
import type { CommandView } from '@web/lib/resources/command-view';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { useCountryNames } from '@web/components/country-names';
import { HolidayDialogs } from '../components/HolidayDialogs';
import { countryFilterField } from '@web/components/logistics/ead-list-config';
import { holidayColumns, type HolidayDialog } from '../components/holiday-list-config';
import type { HolidayCommand, OnHolidayCommand } from '../logistics.resources';
import { exportActions } from '@web/components/list/export-action';

export interface HolidaysSectionProps {
  query: HolidayListQuery;
  state: ListState<Holiday, HolidayTab>;
  /** Today (`YYYY-MM-DD`, UTC), for the start-date rule. */
  today: string;
  defaultCountry: string;
  onQueryChange: (patch: Partial<HolidayListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onExport: () => void;
  onOpenDialog: (name: HolidayDialog, id?: number) => void;
  commandOf: (name: HolidayCommand) => CommandView;
  onCommand: OnHolidayCommand;
}

/** The Holiday Manager (spec §2, §5): the company's holidays, added, edited and deleted in URL dialogs, and exported. */
export function HolidaysSection(props: HolidaysSectionProps) {
  const { query, state, today, defaultCountry, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onExport, onOpenDialog, commandOf, onCommand } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const countries = useCountryNames();
  const nameOf = useNameOf();
  const columns = useMemo(
    () =>
      holidayColumns({
        format,
        countries,
        nameOf,
        labels: { edit: t('logistics.holidays.edit.action'), remove: t('logistics.holidays.delete.action') },
        onOpen: onOpenDialog,
      }),
    [format, countries, nameOf, t, onOpenDialog],
  );
  const filterFields = useMemo(() => [countryFilterField('country', 'logistics.holidays.columns.country', countries)], [countries]);
  return (
    <ListScreen<Holiday, HolidayTab>
      listId="holidays"
      titleKey="logistics.holidays.title"
      summary={<p className="text-body-secondary">{t('logistics.holidays.intro')}</p>}
      filters={{ fields: filterFields, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      errorKey="logistics.holidays.loadError"
      emptyKey={emptyKeyOf(filterFields, query, 'logistics.holidays.empty')}
      onRetry={onRetry}
      toolbar={[
        { id: 'create', labelKey: 'logistics.holidays.create.action', icon: 'cilCalendar', onClick: () => onOpenDialog('create') },
        ...exportActions(onExport),
      ]}
    >
      <HolidayDialogs holidays={state.page?.items ?? []} today={today} defaultCountry={defaultCountry} commandOf={commandOf} onCommand={onCommand} />
    </ListScreen>
  );
}

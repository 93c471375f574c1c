/** The logistics tools' three lists: every lane's EAD rows, every company's holidays, companies with Hepsijet. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyLogisticsQuery, CompanyLogisticsTab, StaffHolidayQuery, StaffHolidayTab } from '@contract/admin-logistics/admin-logistics.query';
import type { CompanyLogistics, StaffHoliday } from '@contract/admin-logistics/admin-logistics.types';
import type { EadListQuery, EadTab } from '@contract/logistics/ead.query';
import type { EadRow } from '@contract/logistics/logistics.types';
import { useCountryNames } from '@web/components/country-names';
import { ListScreen } from '@web/components/list/ListScreen';
import { eadFilterFields } from '@web/components/logistics/ead-list-config';
import { useFormatters } from '@web/lib/format';
import { useNameOf } from '@web/lib/localized-name';
import { listWiring } from '@web/lib/resources/list-wiring';
import {
  COMPANY_FILTER_FIELDS,
  COMPANY_TAB_DEFINITIONS,
  companyLogisticsColumns,
  HOLIDAY_TAB_DEFINITIONS,
  holidayFilterFields,
  staffEadColumns,
  staffHolidayColumns,
} from './admin-logistics-config';
import type { ListPanelProps } from './list-props';

export function EadPanel({ list, onEdit }: { list: ListPanelProps<EadListQuery, EadRow, EadTab>; onEdit: (row: EadRow) => void }) {
  const { t } = useTranslation();
  const countries = useCountryNames();
  const columns = useMemo(() => staffEadColumns(countries, t, onEdit), [countries, t, onEdit]);
  const fields = useMemo(() => eadFilterFields(countries), [countries]);
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry } = list;
  return (
    <ListScreen<EadRow, EadTab>
      listId="adminEad"
      titleKey="adminLogistics.views.ead"
      summary={<p className="text-body-secondary">{t('adminLogistics.ead.intro')}</p>}
      filters={{ fields, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      errorKey="logistics.ead.loadError"
      emptyKey="logistics.ead.empty"
      onRetry={onRetry}
    />
  );
}

export function HolidaysPanel({ list }: { list: ListPanelProps<StaffHolidayQuery, StaffHoliday, StaffHolidayTab> }) {
  const { t } = useTranslation();
  const countries = useCountryNames();
  const format = useFormatters();
  const nameOf = useNameOf();
  const columns = useMemo(() => staffHolidayColumns(format, countries, nameOf), [format, countries, nameOf]);
  const fields = useMemo(() => holidayFilterFields(countries), [countries]);
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry } = list;
  return (
    <ListScreen<StaffHoliday, StaffHolidayTab>
      listId="adminHolidays"
      titleKey="adminLogistics.views.holidays"
      summary={<p className="text-body-secondary">{t('adminLogistics.holidays.intro')}</p>}
      tabs={{ tabs: HOLIDAY_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      errorKey="adminLogistics.loadError"
      emptyKey="adminLogistics.holidays.empty"
      onRetry={onRetry}
    />
  );
}

export interface CompaniesPanelProps {
  list: ListPanelProps<CompanyLogisticsQuery, CompanyLogistics, CompanyLogisticsTab>;
  selected: readonly string[];
  onSelect: (keys: string[]) => void;
  onTurn: (enabled: boolean) => void;
}

export function CompaniesPanel({ list, selected, onSelect, onTurn }: CompaniesPanelProps) {
  const { t } = useTranslation();
  const countries = useCountryNames();
  const format = useFormatters();
  const columns = useMemo(() => companyLogisticsColumns(format, countries, t), [format, countries, t]);
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry } = list;
  return (
    <ListScreen<CompanyLogistics, CompanyLogisticsTab>
      listId="adminHepsijet"
      titleKey="adminLogistics.views.hepsijet"
      summary={<p className="text-body-secondary">{t('adminLogistics.hepsijet.intro')}</p>}
      tabs={{ tabs: COMPANY_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: COMPANY_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.companyId)}
      errorKey="adminLogistics.loadError"
      emptyKey="adminLogistics.hepsijet.empty"
      onRetry={onRetry}
      selection={{ selected, onChange: onSelect }}
      bulkActions={[
        { id: 'hepsijetOn', labelKey: 'adminLogistics.hepsijet.turnOn', onClick: () => onTurn(true), icon: 'cilCheckCircle' },
        { id: 'hepsijetOff', labelKey: 'adminLogistics.hepsijet.turnOff', onClick: () => onTurn(false), icon: 'cilBan', color: 'danger' },
      ]}
    />
  );
}

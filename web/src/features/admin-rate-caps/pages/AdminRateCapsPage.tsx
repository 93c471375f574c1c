/**
 * /admin/mp-rate-cap/ (admin): the highest Marketplace Sales rate a seller may save on each marketplace (one cap for
 * the Noon channels), how many companies sit above it, and companies' own caps. With a company chosen, its rate and
 * own cap show beside staff's; the own-caps tab lists every company's. Changes go through dialogs by URL.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RateCapQuery, RateCapRow, RateCapTab } from '@contract/admin-rate-caps/rate-cap.types';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import type { OnRateCapCommand, RateCapCommand } from '../admin-rate-caps.resources';
import { RateCapDialogs } from '../components/RateCapDialogs';
import { RATE_CAP_FILTER_FIELDS, RATE_CAP_TAB_DEFINITIONS, rateCapColumns, rateCapRowKey, type RateCapDialog } from '../components/rate-cap-list-config';

export interface AdminRateCapsPageProps {
  query: RateCapQuery;
  state: ListState<RateCapRow, RateCapTab>;
  onQueryChange: (patch: Partial<RateCapQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onOpenDialog: (dialog: RateCapDialog, row: RateCapRow) => void;
  commandOf: (name: RateCapCommand) => CommandView;
  onCommand: OnRateCapCommand;
}

export function AdminRateCapsPage(props: AdminRateCapsPageProps) {
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onOpenDialog, commandOf, onCommand } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const withCompany = query.companyId !== undefined || query.tab === 'ownCaps';
  const columns = useMemo(() => rateCapColumns({ format, t, withCompany, onOpen: onOpenDialog }), [format, t, withCompany, onOpenDialog]);
  return (
    <div data-testid="admin-rate-caps">
      <ListScreen<RateCapRow, RateCapTab>
        listId="adminRateCaps"
        titleKey="routes.adminMpRateCap"
        tabs={{ tabs: RATE_CAP_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
        filters={{ fields: RATE_CAP_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
        summary={<p className="text-body-secondary mb-0">{t('adminRateCaps.intro')}</p>}
        columns={columns}
        {...listWiring(query, state, onQueryChange)}
        rowKey={rateCapRowKey}
        errorKey="adminRateCaps.loadError"
        emptyKey={query.tab === 'ownCaps' ? 'adminRateCaps.emptyOwnCaps' : undefined}
        onRetry={onRetry}
      >
        <RateCapDialogs rows={state.page?.items ?? []} commandOf={commandOf} onCommand={onCommand} />
      </ListScreen>
    </div>
  );
}

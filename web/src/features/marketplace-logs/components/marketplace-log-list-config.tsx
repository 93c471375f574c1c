/** The Marketplace Logs list as configuration: a tab per §4 level, the filters and the columns. */
import { LOG_TABS, marketplaceLogFilterProblems, type LogTab, type MarketplaceLogFilters, type MarketplaceLogRow } from '@contract/logs/log.query';
import { LOG_REFERENCE_TYPES } from '@contract/logs/log.types';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField, FilterValidator, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import { LogLevelBadge } from './LogLevelBadge';
import { LogReference } from './LogReference';

export const LOG_TAB_DEFINITIONS: readonly TabDefinition<LogTab>[] = LOG_TABS.map((id) => ({
  id,
  labelKey: id === 'all' ? 'marketplaceLogs.tabs.all' : `marketplaceLogs.levels.${id}`,
}));

export const LOG_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'marketplaceLogs.filters.dateRange', hintKey: 'marketplaceLogs.filters.dateRangeHint' },
  {
    kind: 'select',
    name: 'referenceType',
    labelKey: 'marketplaceLogs.filters.referenceType',
    anyKey: 'marketplaceLogs.filters.anyReferenceType',
    options: LOG_REFERENCE_TYPES.map((value) => ({ value, labelKey: `marketplaceLogs.referenceTypes.${value}` })),
  },
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'marketplaceLogs.filters.marketplace',
    anyKey: 'marketplaceLogs.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
  { kind: 'text', name: 'referenceId', labelKey: 'marketplaceLogs.filters.referenceId', hintKey: 'marketplaceLogs.filters.referenceIdHint' },
];

export const validateLogFilters: FilterValidator = (values) => marketplaceLogFilterProblems(values as MarketplaceLogFilters);

export function marketplaceLogColumns(format: Formatters): Column<MarketplaceLogRow>[] {
  return [
    {
      id: 'date',
      headerKey: 'marketplaceLogs.columns.date',
      cell: (log) => format.dateTime(log.date),
      sortField: 'date',
      firstDirection: 'desc',
      className: 'text-nowrap',
    },
    { id: 'level', headerKey: 'marketplaceLogs.columns.level', cell: (log) => <LogLevelBadge level={log.level} />, priority: 'high' },
    {
      id: 'marketplace',
      headerKey: 'marketplaceLogs.columns.marketplace',
      cell: (log) => <KeyedText prefix="marketplaces" value={log.marketplace} />,
      hideable: true,
    },
    {
      id: 'referenceType',
      headerKey: 'marketplaceLogs.columns.referenceType',
      priority: 'high',
      cell: (log) => <KeyedText prefix="marketplaceLogs.referenceTypes" value={log.referenceType} />,
    },
    { id: 'referenceId', headerKey: 'marketplaceLogs.columns.referenceId', cell: (log) => <LogReference log={log} />, priority: 'high' },
    {
      id: 'log',
      headerKey: 'marketplaceLogs.columns.log',
      link: true,
      cell: (log) => (
        <span className="d-inline-block text-truncate align-bottom" style={{ maxWidth: '28rem' }} title={log.log} data-testid="log-text">
          {log.log}
        </span>
      ),
    },
    { id: 'hash', headerKey: 'marketplaceLogs.columns.hash', cell: (log) => <code className="small">{log.hash}</code>, priority: 'low' },
  ];
}

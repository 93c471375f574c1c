/** The synchronisation list as configuration: a tab per state, the company and marketplace filters, the columns and re-runs. */
import { CBadge, CButton } from '@coreui/react';
import type { TFunction } from 'i18next';
import {
  SYNC_TABS,
  type PriceStockSyncRow,
  type RerunScope,
  type SyncRunOutcome,
  type SyncState,
  type SyncTab,
} from '@contract/admin-price-stock-sync/price-stock-sync.types';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import { SyncFailures } from './SyncFailures';

export const SYNC_TAB_DEFINITIONS: readonly TabDefinition<SyncTab>[] = SYNC_TABS.map((id) => ({ id, labelKey: `adminPriceStockSync.tabs.${id}` }));

export const SYNC_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' },
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'adminPriceStockSync.filters.marketplace',
    anyKey: 'adminPriceStockSync.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
];

const STATE_COLORS: Readonly<Record<SyncState, string>> = { failing: 'danger', pending: 'warning', upToDate: 'success' };
const OUTCOME_COLORS: Readonly<Record<SyncRunOutcome, string>> = { succeeded: 'success', partial: 'warning', failed: 'danger' };

/** The three re-runs a row offers: itself, its company on every marketplace, its marketplace for every company. */
const RERUNS = [
  { id: 'row', scope: (row: PriceStockSyncRow): RerunScope => ({ companyId: row.companyId, marketplace: row.marketplace }) },
  { id: 'company', scope: (row: PriceStockSyncRow): RerunScope => ({ companyId: row.companyId }) },
  { id: 'marketplace', scope: (row: PriceStockSyncRow): RerunScope => ({ marketplace: row.marketplace }) },
] as const;

export function syncColumns(t: TFunction, format: Formatters, onRerun: (scope: RerunScope) => void): Column<PriceStockSyncRow>[] {
  return [
    {
      id: 'company',
      headerKey: 'adminPriceStockSync.columns.company',
      cell: (row) => (
        <span data-testid="sync-company">
          {row.companyName} <span className="text-body-secondary">#{row.companyId}</span>
        </span>
      ),
    },
    { id: 'marketplace', headerKey: 'adminPriceStockSync.columns.marketplace', cell: (row) => <KeyedText prefix="marketplaces" value={row.marketplace} /> },
    {
      id: 'status',
      headerKey: 'adminPriceStockSync.columns.state',
      cell: (row) => (
        <CBadge color={STATE_COLORS[row.state]} data-testid="sync-state">
          {t(`adminPriceStockSync.tabs.${row.state}`)}
        </CBadge>
      ),
    },
    {
      id: 'lastRun',
      headerKey: 'adminPriceStockSync.columns.lastRun',
      cell: (row) =>
        row.lastRun ? (
          <>
            <div>{format.dateTime(row.lastRun.at)}</div>
            <CBadge color={OUTCOME_COLORS[row.lastRun.outcome]} className="me-1">
              {t(`adminPriceStockSync.outcomes.${row.lastRun.outcome}`)}
            </CBadge>
            <span className="small text-body-secondary">
              {t('adminPriceStockSync.sent', { sent: format.number(row.lastRun.sent), failed: format.number(row.lastRun.failed) })}
            </span>
          </>
        ) : (
          <span className="text-body-secondary">{t('adminPriceStockSync.neverRun')}</span>
        ),
    },
    { id: 'listed', headerKey: 'adminPriceStockSync.columns.listed', align: 'end', priority: 'low', cell: (row) => format.number(row.listedItems) },
    { id: 'pending', headerKey: 'adminPriceStockSync.columns.pending', align: 'end', cell: (row) => format.number(row.pendingItems) },
    { id: 'failed', headerKey: 'adminPriceStockSync.columns.failed', align: 'end', cell: (row) => format.number(row.failedItems) },
    { id: 'failures', headerKey: 'adminPriceStockSync.columns.failures', cell: (row) => <SyncFailures row={row} /> },
    {
      id: 'actions',
      headerKey: 'adminPriceStockSync.columns.actions',
      align: 'end',
      cell: (row) => (
        <div className="d-flex flex-wrap justify-content-end gap-1">
          {RERUNS.map((rerun) => (
            <CButton
              key={rerun.id}
              color="primary"
              variant={rerun.id === 'row' ? undefined : 'outline'}
              size="sm"
              onClick={() => onRerun(rerun.scope(row))}
              aria-label={t(`adminPriceStockSync.rerun.${rerun.id}.named`, { company: row.companyName, marketplace: t(`marketplaces.${row.marketplace}`) })}
              data-testid={`rerun-${rerun.id}`}
            >
              {t(`adminPriceStockSync.rerun.${rerun.id}.action`)}
            </CButton>
          ))}
        </div>
      ),
    },
  ];
}

/** The staff Category Cross list as configuration: state tabs, filters (company included), columns and row actions. */
import { CBadge, CButton, CFormSwitch } from '@coreui/react';
import type { TFunction } from 'i18next';
import { ADMIN_CROSS_TABS, adminCrossRowKey, type AdminCategoryCrossRow, type AdminCrossTab } from '@contract/admin-crossing/category-cross.query';
import { CROSS_SYNC_MODES, type CrossSyncMode } from '@contract/catalog/taxonomy.types';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { CrossStatusBadge } from '@web/components/category/CrossStatusBadge';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import type { NameOf } from '@web/lib/localized-name';

export type CrossRowDialog = 'crossCategory' | 'uncrossCategory';

export const ADMIN_CROSS_TAB_DEFINITIONS: readonly TabDefinition<AdminCrossTab>[] = ADMIN_CROSS_TABS.map((id) => ({
  id,
  labelKey: `adminCrossing.tabs.${id}`,
}));

export const ADMIN_CROSS_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'q', labelKey: 'adminCrossing.filters.q', hintKey: 'adminCrossing.filters.qHint' },
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'adminCrossing.filters.marketplace',
    anyKey: 'adminCrossing.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
  {
    kind: 'select',
    name: 'sync',
    labelKey: 'adminCrossing.filters.sync',
    anyKey: 'adminCrossing.filters.anySync',
    hintKey: 'adminCrossing.filters.syncHint',
    options: CROSS_SYNC_MODES.map((value) => ({ value, labelKey: `categories.syncMode.${value}` })),
  },
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' },
];

export interface CrossRowActions {
  onOpen: (dialog: CrossRowDialog, row: AdminCategoryCrossRow) => void;
  onSync: (row: AdminCategoryCrossRow, syncMode: CrossSyncMode) => void;
  /** A command is running: the switches wait. */
  busy: boolean;
}

const otherMode = (mode: CrossSyncMode | null): CrossSyncMode => (mode === 'forever' ? 'once' : 'forever');

function SyncSwitch({ row, actions, t }: { row: AdminCategoryCrossRow; actions: CrossRowActions; t: TFunction }) {
  if (row.status !== 'crossed') return null;
  const key = adminCrossRowKey(row);
  return (
    <CFormSwitch
      id={`sync-${key}`}
      checked={row.syncMode === 'forever'}
      disabled={actions.busy}
      onChange={() => actions.onSync(row, otherMode(row.syncMode))}
      label={t(`categories.syncMode.${row.syncMode ?? 'once'}`)}
      aria-label={t('adminCrossing.autoCrossingOf', { category: row.categoryId, marketplace: t(`marketplaces.${row.marketplace}`) })}
      data-testid={`sync-${key}`}
    />
  );
}

function RowButtons({ row, actions, t }: { row: AdminCategoryCrossRow; actions: CrossRowActions; t: TFunction }) {
  const key = adminCrossRowKey(row);
  return (
    <span className="d-flex gap-1 justify-content-end">
      <CButton color="primary" variant="outline" size="sm" onClick={() => actions.onOpen('crossCategory', row)} data-testid={`cross-${key}`}>
        {t(row.status === 'crossed' ? 'adminCrossing.recross' : 'adminCrossing.cross')}
      </CButton>
      {row.status === 'crossed' ? (
        <CButton color="danger" variant="outline" size="sm" onClick={() => actions.onOpen('uncrossCategory', row)} data-testid={`uncross-${key}`}>
          {t('adminCrossing.uncross')}
        </CButton>
      ) : null}
    </span>
  );
}

export function adminCrossColumns(
  t: TFunction,
  format: Formatters,
  localizedPath: NameOf,
  actions: CrossRowActions,
  withProducts: boolean,
): Column<AdminCategoryCrossRow>[] {
  const columns: Column<AdminCategoryCrossRow>[] = [
    { id: 'categoryId', headerKey: 'adminCrossing.columns.categoryId', cell: (row) => row.categoryId, sortField: 'categoryId' },
    { id: 'path', headerKey: 'adminCrossing.columns.path', cell: (row) => localizedPath(row.path), priority: 'high' },
    { id: 'marketplace', headerKey: 'adminCrossing.columns.marketplace', cell: (row) => t(`marketplaces.${row.marketplace}`), priority: 'high' },
    {
      id: 'status',
      headerKey: 'adminCrossing.columns.status',
      cell: (row) => <CrossStatusBadge status={row.status} testId={`cross-status-${adminCrossRowKey(row)}`} />,
    },
    {
      id: 'theirs',
      headerKey: 'adminCrossing.columns.theirs',
      cell: (row) => (row.remoteCategoryName ? `${row.remoteCategoryName} (${row.remoteCategoryId})` : '—'),
    },
    { id: 'sync', headerKey: 'adminCrossing.columns.sync', cell: (row) => <SyncSwitch row={row} actions={actions} t={t} /> },
    {
      id: 'attributes',
      headerKey: 'adminCrossing.columns.attributes',
      align: 'end',
      cell: (row) => t('adminCrossing.attributesCrossed', { crossed: format.number(row.attributesCrossed), total: format.number(row.attributeCount) }),
      hideable: true,
    },
    {
      id: 'missing',
      headerKey: 'adminCrossing.columns.missing',
      align: 'end',
      hideable: true,
      cell: (row) =>
        row.missingMandatory.length > 0 ? (
          <CBadge color="warning" textColor="dark" title={row.missingMandatory.map((entry) => entry.remoteAttributeName).join(', ')}>
            {format.number(row.missingMandatory.length)}
          </CBadge>
        ) : null,
    },
    {
      id: 'products',
      headerKey: 'adminCrossing.columns.products',
      align: 'end',
      sortField: 'products',
      firstDirection: 'desc',
      cell: (row) => format.number(row.products),
    },
    { id: 'date', headerKey: 'adminCrossing.columns.date', sortField: 'date', firstDirection: 'desc', cell: (row) => format.date(row.date), priority: 'low' },
    { id: 'actions', headerKey: 'adminCrossing.columns.actions', align: 'end', cell: (row) => <RowButtons row={row} actions={actions} t={t} /> },
  ];
  return withProducts ? columns : columns.filter((column) => column.id !== 'products');
}

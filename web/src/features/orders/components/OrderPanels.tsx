import { useEffect, useMemo } from 'react';
import { CAlert, CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { OrderDetailAnswer, OrderLogsAnswer } from '@contract/orders/order.api';
import type { Package } from '@contract/packages/package.types';
import { DataTable } from '@web/components/list/DataTable';
import { TableWithColumnPicker } from '@web/components/list/TableWithColumnPicker';
import { useFormatters } from '@web/lib/format';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { itemColumns } from './order-item-columns';
import { logColumns, orderPackageColumns } from './package-summary-columns';

export function OrderItemsPanel({ detail, onCancelItem }: { detail: OrderDetailAnswer; onCancelItem: (itemId: number) => void }) {
  const format = useFormatters();
  const columns = useMemo(() => itemColumns({ order: detail.order, locks: detail.locks, format, onCancelItem }), [detail, format, onCancelItem]);
  return (
    <TableWithColumnPicker
      listId="orderItems"
      columns={columns}
      rows={detail.order.items}
      rowKey={(item) => String(item.id)}
      labelKey="orders.detail.tabs.items"
    />
  );
}

export function OrderPackagesPanel({ packages }: { packages: readonly Package[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(() => orderPackageColumns(format), [format]);
  if (packages.length === 0) return <p className="text-body-secondary mb-0">{t('errors.notFound')}</p>;
  return <DataTable columns={columns} rows={packages} rowKey={(pkg) => String(pkg.id)} labelKey="orders.detail.tabs.packages" />;
}

/** Loaded when the tab is first shown; its own §8 text when it fails. */
export function OrderLogsPanel({ logs, onLoad }: { logs: DetailState<OrderLogsAnswer>; onLoad: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(() => logColumns(format), [format]);
  useEffect(onLoad, [onLoad]);
  if (logs.status === 'error') {
    return (
      <CAlert color="danger" className="d-flex justify-content-between align-items-center" data-testid="logs-error">
        {t('orders.logs.loadError')}
        <CButton size="sm" color="danger" variant="outline" onClick={onLoad}>
          {t('detail.states.retry')}
        </CButton>
      </CAlert>
    );
  }
  if (logs.status !== 'ready' || !logs.data) return <CSpinner size="sm" aria-label={t('common.loading')} />;
  if (logs.data.items.length === 0) return <p className="text-body-secondary mb-0">{t('errors.notFound')}</p>;
  return <DataTable columns={columns} rows={logs.data.items} rowKey={(log) => String(log.id)} labelKey="orders.detail.tabs.logs" />;
}

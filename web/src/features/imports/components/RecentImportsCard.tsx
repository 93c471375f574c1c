import { useMemo } from 'react';
import { CCard, CCardBody, CCardHeader } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Transaction, TransactionTab } from '@contract/transactions/transaction.types';
import { DataTable } from '@web/components/list/DataTable';
import { ListStates } from '@web/components/list/ListStates';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { recentImportColumns } from './recent-import-columns';

interface RecentImportsCardProps {
  state: ListState<Transaction, TransactionTab>;
  onRetry: () => void;
}

/** The screen's last imports (refreshing while one runs), each with its files and a link to its detail. */
export function RecentImportsCard({ state, onRetry }: RecentImportsCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(() => recentImportColumns(format), [format]);
  const rows = state.status === 'error' ? [] : (state.page?.items ?? []);
  const status = state.status === 'error' ? 'error' : state.page ? 'ready' : 'loading';
  return (
    <CCard className="mb-4" data-testid="recent-imports">
      <CCardHeader>
        <h2 className="h5 mb-0">{t('imports.recent.title')}</h2>
      </CCardHeader>
      <CCardBody>
        {rows.length > 0 ? <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} labelKey="imports.recent.title" /> : null}
        <ListStates status={status} rowCount={rows.length} errorKey="imports.recent.loadError" emptyKey="imports.recent.none" onRetry={onRetry} />
      </CCardBody>
    </CCard>
  );
}

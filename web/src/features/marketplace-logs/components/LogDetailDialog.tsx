/** Log Detail (spec §2, §3): every field of one marketplace log, addressed by the URL (`?action=log&item=<id>`). */
import { CAlert, CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { MarketplaceLogAnswer } from '@contract/logs/log.query';
import { FieldGrid } from '@web/components/detail/FieldGrid';
import { UrlDialog } from '@web/components/detail/UrlDialog';
import { KeyedText } from '@web/components/KeyedText';
import { useFormatters } from '@web/lib/format';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import { CopyHashButton } from './CopyHashButton';
import { LogLevelBadge } from './LogLevelBadge';
import { LogReference } from './LogReference';

export const LOG_DIALOG = 'log';

export interface LogDetailDialogProps {
  /** The id in the URL (the title names it while the log loads). */
  logId: number | null;
  state: DetailState<MarketplaceLogAnswer>;
  onRetry: () => void;
  onCopy: (text: string) => Promise<void>;
}

function LogFields({ log, onCopy }: { log: MarketplaceLogAnswer; onCopy: (text: string) => Promise<void> }) {
  const format = useFormatters();
  return (
    <FieldGrid
      fields={[
        { id: 'id', labelKey: 'marketplaceLogs.detail.id', value: log.id },
        { id: 'date', labelKey: 'marketplaceLogs.columns.date', value: format.dateTime(log.date) },
        { id: 'level', labelKey: 'marketplaceLogs.columns.level', value: <LogLevelBadge level={log.level} /> },
        { id: 'marketplace', labelKey: 'marketplaceLogs.columns.marketplace', value: <KeyedText prefix="marketplaces" value={log.marketplace} /> },
        {
          id: 'referenceType',
          labelKey: 'marketplaceLogs.columns.referenceType',
          value: <KeyedText prefix="marketplaceLogs.referenceTypes" value={log.referenceType} />,
        },
        { id: 'referenceId', labelKey: 'marketplaceLogs.columns.referenceId', value: <LogReference log={log} /> },
        {
          id: 'hash',
          labelKey: 'marketplaceLogs.columns.hash',
          wide: true,
          value: (
            <span className="d-flex flex-wrap align-items-center gap-3">
              <code data-testid="log-hash">{log.hash}</code>
              <CopyHashButton hash={log.hash} onCopy={onCopy} />
            </span>
          ),
        },
        {
          id: 'log',
          labelKey: 'marketplaceLogs.columns.log',
          wide: true,
          value: (
            <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }} data-testid="log-full-text">
              {log.log}
            </p>
          ),
        },
      ]}
    />
  );
}

export function LogDetailDialog({ logId, state, onRetry, onCopy }: LogDetailDialogProps) {
  const { t } = useTranslation();
  // Another log's answer (the one shown before) is not this one's: it counts as loading until this one comes.
  const status = state.id === logId ? detailStatusOf(state) : 'loading';
  return (
    <UrlDialog name={LOG_DIALOG} titleKey="marketplaceLogs.detail.title" titleValues={{ id: logId ?? '' }} size="lg">
      {status === 'ready' && state.data ? (
        <LogFields log={state.data} onCopy={onCopy} />
      ) : status === 'notFound' ? (
        <p className="mb-0 text-body-secondary" data-testid="log-not-found">
          {t('errors.notFound')}
        </p>
      ) : status === 'error' ? (
        <CAlert color="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-0" data-testid="log-error">
          <span>{t('errors.marketplaceLogsLoad')}</span>
          <CButton color="danger" variant="outline" size="sm" onClick={onRetry}>
            {t('list.states.retry')}
          </CButton>
        </CAlert>
      ) : (
        <div className="text-center py-4">
          <CSpinner color="primary" aria-label={t('common.loading')} data-testid="log-loading" />
        </div>
      )}
    </UrlDialog>
  );
}

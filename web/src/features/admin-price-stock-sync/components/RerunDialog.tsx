import { CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { RerunPreview, RerunScope } from '@contract/admin-price-stock-sync/price-stock-sync.types';
import { isWideRerun } from '@contract/admin-price-stock-sync/price-stock-sync.rules';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import type { ApiFailure } from '@web/lib/http';
import type { CommandView } from '@web/lib/resources/command-view';

export interface RerunDialogProps {
  /** The scope in the URL (`?action=rerun&item=<company|*>:<marketplace|*>`), null for a key that names nothing. */
  scope: RerunScope | null;
  /** The company's name where a row of the list gives it. */
  companyName: string | null;
  /** What the re-run touches; null while it loads or failed. */
  preview: RerunPreview | null;
  previewError: ApiFailure | null;
  command: CommandView;
  onConfirm: () => void;
}

const kindOf = (scope: RerunScope): 'row' | 'company' | 'marketplace' =>
  scope.companyId !== undefined && scope.marketplace !== undefined ? 'row' : scope.companyId !== undefined ? 'company' : 'marketplace';

/** A re-run shows what it touches first; one touching many rows names their count and asks to confirm them all. */
export function RerunDialog({ scope, companyName, preview, previewError, command, onConfirm }: RerunDialogProps) {
  const { t } = useTranslation();
  if (!scope) return null;
  const kind = kindOf(scope);
  const names = {
    company: companyName ?? `#${scope.companyId ?? ''}`,
    marketplace: scope.marketplace ? t(`marketplaces.${scope.marketplace}`) : '',
  };
  const wide = isWideRerun(scope);
  return (
    <UrlFormDialog<Record<string, never>>
      name="rerun"
      titleKey={`adminPriceStockSync.rerun.${kind}.title`}
      titleValues={names}
      submitKey={wide ? 'adminPriceStockSync.rerun.submitMany' : 'adminPriceStockSync.rerun.submit'}
      initialValues={{}}
      onSubmit={() => (preview ? onConfirm() : undefined)}
      {...command}
    >
      {() =>
        preview ? (
          <div data-testid="rerun-preview">
            {wide ? (
              <p className="fw-semibold" data-testid="rerun-count">
                {t(`adminPriceStockSync.rerun.${kind}.count`, { count: preview.rows, ...names })}
              </p>
            ) : null}
            <p className="mb-1">{t('adminPriceStockSync.rerun.pending', { count: preview.pendingItems })}</p>
            <p className="mb-1">{t('adminPriceStockSync.rerun.failed', { count: preview.failedItems })}</p>
            {preview.staysFailing > 0 ? (
              <p className="mb-0 text-body-secondary">{t('adminPriceStockSync.rerun.staysFailing', { count: preview.staysFailing })}</p>
            ) : null}
            {wide ? <p className="mt-2 mb-0">{t('adminPriceStockSync.rerun.confirmMany', { count: preview.rows })}</p> : null}
          </div>
        ) : previewError ? (
          <ErrorAlert error={previewError} />
        ) : (
          <CSpinner size="sm" aria-label={t('common.loading')} />
        )
      }
    </UrlFormDialog>
  );
}

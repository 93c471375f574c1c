/** Zeroing one scope: what it touches (variants, units, the sample, those listed elsewhere too), then the company's name typed again. */
import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { StockPreview } from '@contract/admin-stock-tools/stock-tools.types';
import { TypedConfirmDialog } from '@web/components/detail/TypedConfirmDialog';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import type { OnStockCommand } from '../stock-tools.resources';
import { scopeLabelKey } from './StockScopeTable';

export const ZERO_DIALOG = 'zero';

export interface StockZeroDialogProps {
  preview: StockPreview;
  /** The URL's scope (`?action=zero&item=<scope>`). */
  scopeId: string | null;
  zero: CommandView;
  onCommand: OnStockCommand;
}

export function StockZeroDialog({ preview, scopeId, zero, onCommand }: StockZeroDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const scope = preview.scopes.find((candidate) => candidate.scope === scopeId);
  if (!scope) return null;
  const where = t(scopeLabelKey(scope.scope));
  return (
    <TypedConfirmDialog
      name={ZERO_DIALOG}
      titleKey="adminStockTools.zero.title"
      titleValues={{ where }}
      expected={preview.confirmation}
      hintKey="adminStockTools.zero.hint"
      confirmKey="adminStockTools.zero.submit"
      onConfirm={(confirmation) => onCommand('zero', { scope: scope.scope, confirmation })}
      busy={zero.submitting}
      error={zero.error}
    >
      <p data-testid="stock-zero-summary">
        {t('adminStockTools.zero.summary', {
          company: preview.companyName,
          where,
          count: scope.inStock,
          variants: format.number(scope.inStock),
          units: format.number(scope.units),
        })}
      </p>
      {scope.sample.length ? (
        <ul className="small mb-2" data-testid="stock-zero-sample">
          {scope.sample.map((row) => (
            <li key={row.variantId}>
              <code>{row.sku}</code> {t('adminStockTools.zero.sampleRow', { product: row.productName, stock: format.number(row.stock) })}
            </li>
          ))}
        </ul>
      ) : null}
      {scope.alsoElsewhere > 0 ? (
        <CAlert color="warning" className="mb-0" data-testid="stock-zero-elsewhere">
          {t('adminStockTools.zero.elsewhere', { count: scope.alsoElsewhere, formatted: format.number(scope.alsoElsewhere) })}
        </CAlert>
      ) : null}
    </TypedConfirmDialog>
  );
}

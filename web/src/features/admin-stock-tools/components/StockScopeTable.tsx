/** A company's stock per scope (every marketplace, then each one it lists on): variants, those with stock, units, a sample; Zero per row. */
import { CButton, CTable, CTableBody, CTableDataCell, CTableHead, CTableHeaderCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { StockPreview, StockScope } from '@contract/admin-stock-tools/stock-tools.types';
import { EMPTY_VALUE, useFormatters } from '@web/lib/format';

export const scopeLabelKey = (scope: StockScope) => (scope === 'all' ? 'adminStockTools.scopes.all' : `marketplaces.${scope}`);

export interface StockScopeTableProps {
  preview: StockPreview;
  /** While a zeroing runs every button waits. */
  busy: boolean;
  onZero: (scope: StockScope) => void;
}

export function StockScopeTable({ preview, busy, onZero }: StockScopeTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const header = (key: string, end = false) => (
    <CTableHeaderCell scope="col" className={end ? 'text-end' : undefined}>
      {t(`adminStockTools.columns.${key}`)}
    </CTableHeaderCell>
  );
  return (
    <CTable small hover responsive caption="top" aria-label={t('adminStockTools.preview.caption')} data-testid="stock-scopes">
      <caption>{t('adminStockTools.preview.caption')}</caption>
      <CTableHead>
        <CTableRow>
          {header('scope')}
          {header('variants', true)}
          {header('inStock', true)}
          {header('units', true)}
          {header('sample')}
          <CTableHeaderCell scope="col" className="text-end">
            <span className="visually-hidden">{t('adminStockTools.columns.actions')}</span>
          </CTableHeaderCell>
        </CTableRow>
      </CTableHead>
      <CTableBody>
        {preview.scopes.map((row) => (
          <CTableRow key={row.scope} data-testid={`stock-scope-${row.scope}`}>
            <CTableHeaderCell scope="row">{t(scopeLabelKey(row.scope))}</CTableHeaderCell>
            <CTableDataCell className="text-end">{format.number(row.variants)}</CTableDataCell>
            <CTableDataCell className="text-end">{format.number(row.inStock)}</CTableDataCell>
            <CTableDataCell className="text-end" data-testid={`stock-units-${row.scope}`}>
              {format.number(row.units)}
            </CTableDataCell>
            <CTableDataCell className="small">
              {row.sample.length
                ? row.sample.map((sample) => <code key={sample.variantId} className="me-2">{`${sample.sku} (${format.number(sample.stock)})`}</code>)
                : EMPTY_VALUE}
            </CTableDataCell>
            <CTableDataCell className="text-end">
              <CButton
                color="danger"
                variant="outline"
                size="sm"
                disabled={busy || row.inStock === 0}
                onClick={() => onZero(row.scope)}
                data-testid={`stock-zero-${row.scope}`}
              >
                {t('adminStockTools.zero.button')}
              </CButton>
            </CTableDataCell>
          </CTableRow>
        ))}
      </CTableBody>
    </CTable>
  );
}

import { CAlert, CBadge, CCol, CRow, CTable, CTableBody, CTableDataCell, CTableHead, CTableHeaderCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { HardDeleteCounts, HardDeletePreview } from '@contract/admin-hard-delete/hard-delete.types';
import { EMPTY_VALUE, useFormatters } from '@web/lib/format';

const COUNTS: readonly (keyof HardDeleteCounts)[] = ['products', 'variants', 'images', 'listings'];

/** The four counts a hard delete touches, as figures. */
export function HardDeleteCountsRow({ counts }: { counts: HardDeleteCounts }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <CRow className="g-3 mb-3" data-testid="hard-delete-counts">
      {COUNTS.map((key) => (
        <CCol key={key} xs={6} md={3}>
          <div className="border rounded p-2 text-center h-100">
            <div className="fs-4 fw-semibold" data-testid={`hard-delete-count-${key}`}>
              {format.number(counts[key])}
            </div>
            <div className="small text-body-secondary">{t(`adminHardDelete.counts.${key}`)}</div>
          </div>
        </CCol>
      ))}
    </CRow>
  );
}

/** What a hard delete touches: the company, the counts, the ids or SKUs that name nothing, and a sample of the rows. */
export function HardDeletePreviewPanel({ preview }: { preview: HardDeletePreview }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div data-testid="hard-delete-preview">
      <p className="mb-2">
        <strong data-testid="hard-delete-company">{preview.companyName}</strong>{' '}
        <span className="text-body-secondary">{t('adminHardDelete.preview.companyId', { id: preview.companyId })}</span>
      </p>
      <HardDeleteCountsRow counts={preview.counts} />
      {preview.unknown.length > 0 ? (
        <CAlert color="warning" role="alert" data-testid="hard-delete-unknown">
          {t('adminHardDelete.preview.unknown', { count: preview.unknown.length, list: preview.unknown.join(', ') })}
        </CAlert>
      ) : null}
      {preview.sample.length === 0 ? (
        <p className="text-body-secondary text-center py-3 mb-0" role="status" data-testid="hard-delete-empty">
          {t('errors.hardDeleteNothing')}
        </p>
      ) : (
        <CTable small hover responsive caption="top" aria-label={t('adminHardDelete.preview.sample')} data-testid="hard-delete-sample">
          <caption>{t('adminHardDelete.preview.sampleOf', { shown: format.number(preview.sample.length) })}</caption>
          <CTableHead>
            <CTableRow>
              <CTableHeaderCell scope="col">{t('adminHardDelete.columns.product')}</CTableHeaderCell>
              <CTableHeaderCell scope="col">{t('adminHardDelete.columns.variant')}</CTableHeaderCell>
              <CTableHeaderCell scope="col">{t('adminHardDelete.columns.sku')}</CTableHeaderCell>
              <CTableHeaderCell scope="col" className="text-end">
                {t('adminHardDelete.columns.images')}
              </CTableHeaderCell>
              <CTableHeaderCell scope="col" className="text-end">
                {t('adminHardDelete.columns.listings')}
              </CTableHeaderCell>
            </CTableRow>
          </CTableHead>
          <CTableBody>
            {preview.sample.map((row) => (
              <CTableRow key={`${row.productId}-${row.variantId ?? 'none'}`} data-testid="hard-delete-sample-row">
                <CTableDataCell>
                  {row.productName} <span className="text-body-secondary">#{row.productId}</span>{' '}
                  {row.deleted ? <CBadge color="secondary">{t('adminHardDelete.preview.deletedBySeller')}</CBadge> : null}
                </CTableDataCell>
                <CTableDataCell>{row.variantId ?? EMPTY_VALUE}</CTableDataCell>
                <CTableDataCell>{row.sku ?? EMPTY_VALUE}</CTableDataCell>
                <CTableDataCell className="text-end">{format.number(row.images)}</CTableDataCell>
                <CTableDataCell className="text-end">{format.number(row.listings)}</CTableDataCell>
              </CTableRow>
            ))}
          </CTableBody>
        </CTable>
      )}
    </div>
  );
}

import { CButton, CCloseButton, COffcanvas, COffcanvasBody, COffcanvasHeader, COffcanvasTitle } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ImportRowError } from '@contract/imports/import.types';
import { reasonLanguageOf } from '@contract/imports/reason-text';
import { EMPTY_VALUE, useFormatters } from '@web/lib/format';
import { importErrorFileUrl, transactionDetailPath } from '../imports.api';
import { ImportReasons } from '@web/components/ImportReasons';

export interface ErrorRowSidebarProps {
  /** The row the URL names (`?row=`); null with `open` when it is not among the rows on screen. */
  row: ImportRowError | null;
  open: boolean;
  onClose: () => void;
}

/** Spec §2: the refused row's product ID, name, SKU, company ID and sync SKU, its reasons and its import's error file. */
export function ErrorRowSidebar({ row, open, onClose }: ErrorRowSidebarProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const fields: [string, string][] = row
    ? [
        ['productId', row.productId === null ? EMPTY_VALUE : String(row.productId)],
        ['productName', row.productName ?? EMPTY_VALUE],
        ['sku', row.sku ?? EMPTY_VALUE],
        ['companyId', String(row.companyId)],
        ['syncSku', row.syncSku ?? EMPTY_VALUE],
        ['row', format.number(row.row)],
        ['date', format.dateTime(row.date)],
      ]
    : [];
  return (
    <COffcanvas
      placement="end"
      visible={open}
      onHide={() => {
        if (open) onClose();
      }}
      aria-labelledby="import-error-row-title"
      data-testid="error-row-sidebar"
    >
      <COffcanvasHeader>
        <COffcanvasTitle id="import-error-row-title">{t('imports.sidebar.title')}</COffcanvasTitle>
        <CCloseButton className="text-reset" onClick={onClose} aria-label={t('common.close')} data-testid="error-row-close" />
      </COffcanvasHeader>
      <COffcanvasBody>
        {row ? (
          <>
            <dl className="mb-3" data-testid="error-row-fields">
              {fields.map(([name, value]) => (
                <div key={name} className="row mb-1" data-testid={`error-row-${name}`}>
                  <dt className="col-5 text-body-secondary fw-normal">{t(`imports.sidebar.${name}`)}</dt>
                  <dd className="col-7 mb-0 text-break">{value}</dd>
                </div>
              ))}
            </dl>
            <h3 className="h6">{t('imports.sidebar.reasons')}</h3>
            <ImportReasons reasons={row.reasons} />
            <div className="d-flex flex-wrap gap-2 mt-4">
              <CButton
                as="a"
                href={importErrorFileUrl(row.transactionId, reasonLanguageOf(i18n.language))}
                download
                color="primary"
                variant="outline"
                size="sm"
                data-testid="error-row-error-file"
              >
                {t('imports.errors.errorFile')}
              </CButton>
              <Link to={transactionDetailPath(row.transactionId)} className="btn btn-link btn-sm" data-testid="error-row-transaction">
                {t('imports.recent.detail')}
              </Link>
            </div>
          </>
        ) : (
          <p className="text-body-secondary" role="status" data-testid="error-row-missing">
            {t('errors.notFound')}
          </p>
        )}
      </COffcanvasBody>
    </COffcanvas>
  );
}

import { useId } from 'react';
import { CFormLabel, CFormSelect } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@contract/lists/list-query';
import { useFormatters } from '@web/lib/format';
import { pageRange, pageWindow } from './page-window';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
}

/** Numbered pages with Previous/Next, a page-size select and "x–y of N". Real buttons (CPaginationItem drops handlers). */
export function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange, pageSizes = PAGE_SIZES }: PaginationProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const selectId = `page-size${useId().replace(/:/g, '')}`;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const { from, to } = pageRange(page, pageSize, total);
  const step = (target: number, labelKey: string, testId: string) => (
    <li className={`page-item${target < 1 || target > pages ? ' disabled' : ''}`}>
      <button type="button" className="page-link" disabled={target < 1 || target > pages} onClick={() => onPageChange(target)} data-testid={testId}>
        {t(labelKey)}
      </button>
    </li>
  );
  return (
    <div className="d-flex flex-wrap gap-3 justify-content-between align-items-center" data-testid="pagination">
      <div className="d-flex align-items-center gap-3">
        <span className="text-body-secondary small" data-testid="page-range">
          {t('list.pagination.range', { from: format.number(from), to: format.number(to), total: format.number(total) })}
        </span>
        {onPageSizeChange ? (
          <div className="d-flex align-items-center gap-2">
            <CFormLabel htmlFor={selectId} className="mb-0 small text-nowrap">
              {t('list.pagination.pageSize')}
            </CFormLabel>
            <CFormSelect
              id={selectId}
              size="sm"
              value={String(pageSize)}
              style={{ width: 'auto' }}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              data-testid="page-size"
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </CFormSelect>
          </div>
        ) : null}
      </div>
      {pages > 1 ? (
        <nav aria-label={t('common.pagination')}>
          <ul className="pagination pagination-sm mb-0">
            {step(page - 1, 'common.previous', 'page-previous')}
            {pageWindow(page, pages).map((slot, index) =>
              slot === 'gap' ? (
                <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
                  <span className="page-link">…</span>
                </li>
              ) : (
                <li key={slot} className={`page-item${slot === page ? ' active' : ''}`}>
                  <button
                    type="button"
                    className="page-link"
                    aria-current={slot === page ? 'page' : undefined}
                    aria-label={t('list.pagination.page', { page: slot })}
                    onClick={() => {
                      if (slot !== page) onPageChange(slot);
                    }}
                  >
                    {format.number(slot)}
                  </button>
                </li>
              ),
            )}
            {step(page + 1, 'common.next', 'page-next')}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

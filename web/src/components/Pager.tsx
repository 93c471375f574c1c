import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

/** Previous / "Page x of y" / Next, as real buttons (CoreUI's CPaginationItem drops handlers on buttons). */
export function Pager({ page, pages, onPageChange }: PagerProps) {
  const { t } = useTranslation();
  const step = (target: number, label: string) => (
    <li className={`page-item${target < 1 || target > pages ? ' disabled' : ''}`}>
      <button type="button" className="page-link" disabled={target < 1 || target > pages} onClick={() => onPageChange(target)}>
        {label}
      </button>
    </li>
  );
  return (
    <nav aria-label={t('common.pagination')}>
      <ul className="pagination mb-0">
        {step(page - 1, t('common.previous'))}
        <li className="page-item active" aria-current="page">
          <span className="page-link">{t('common.pageOf', { page, pages })}</span>
        </li>
        {step(page + 1, t('common.next'))}
      </ul>
    </nav>
  );
}

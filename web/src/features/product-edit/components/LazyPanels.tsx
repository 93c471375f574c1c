/** The tabs loaded when first shown: marketplace logs and ratings, each with its own load error and Retry. */
import { useEffect, useMemo, type ReactNode } from 'react';
import { CAlert, CBadge, CButton, CCard, CCardBody, CCardHeader, CCol, CRow, CSpinner } from '@coreui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProductLogsAnswer, ProductRatingsAnswer } from '@contract/catalog/product.api';
import type { MarketplaceLog } from '@contract/logs/log.types';
import type { ProductRating } from '@contract/catalog/catalog.types';
import { DataTable } from '@web/components/list/DataTable';
import type { Column } from '@web/components/list/list-types';
import { useFormatters, type Formatters } from '@web/lib/format';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { LabelledProgress } from '@web/components/LabelledProgress';

function LazyPanel<T>({
  state,
  onLoad,
  errorKey,
  testId,
  children,
}: {
  state: DetailState<T>;
  onLoad: () => void;
  errorKey: string;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(onLoad, [onLoad]);
  if (state.status === 'error') {
    return (
      <CAlert color="danger" className="d-flex justify-content-between align-items-center" data-testid={`${testId}-error`}>
        {t(errorKey)}
        <CButton size="sm" color="danger" variant="outline" onClick={onLoad}>
          {t('detail.states.retry')}
        </CButton>
      </CAlert>
    );
  }
  if (state.status !== 'ready' || !state.data) return <CSpinner size="sm" aria-label={t('common.loading')} data-testid={`${testId}-loading`} />;
  return <>{children(state.data)}</>;
}

const LEVEL_COLOR = { info: 'info', warning: 'warning', error: 'danger' } as const;

function logColumns(format: Formatters, t: TFunction): Column<MarketplaceLog>[] {
  return [
    { id: 'date', headerKey: 'productEdit.logs.date', cell: (log) => format.dateTime(log.date) },
    {
      id: 'level',
      headerKey: 'productEdit.logs.level',
      cell: (log) => <CBadge color={LEVEL_COLOR[log.level]}>{t(`productEdit.logs.levels.${log.level}`)}</CBadge>,
    },
    { id: 'marketplace', headerKey: 'productEdit.logs.marketplace', cell: (log) => t(`marketplaces.${log.marketplace}`) },
    {
      id: 'reference',
      headerKey: 'productEdit.logs.reference',
      cell: (log) => t(`productEdit.logs.referenceTypes.${log.referenceType}`, { id: log.referenceId }),
    },
    { id: 'log', headerKey: 'productEdit.logs.log', cell: (log) => log.log },
  ];
}

export function LogsPanel({ logs, onLoad }: { logs: DetailState<ProductLogsAnswer>; onLoad: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(() => logColumns(format, t), [format, t]);
  return (
    <LazyPanel state={logs} onLoad={onLoad} errorKey="productEdit.logs.loadError" testId="logs">
      {(data) =>
        data.items.length === 0 ? (
          <p className="text-body-secondary mb-0" data-testid="logs-empty">
            {t('errors.notFound')}
          </p>
        ) : (
          <DataTable columns={columns} rows={data.items} rowKey={(log) => String(log.id)} labelKey="productEdit.tabs.logs" />
        )
      }
    </LazyPanel>
  );
}

function RatingCard({ rating }: { rating: ProductRating }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const stars = [5, 4, 3, 2, 1] as const;
  return (
    <CCard className="h-100" data-testid={`rating-${rating.marketplace}`}>
      <CCardHeader>
        <strong>{t(`marketplaces.${rating.marketplace}`)}</strong>
      </CCardHeader>
      <CCardBody>
        <div className="fs-5">{t('productEdit.ratings.average', { average: format.number(rating.average, 1) })}</div>
        <div className="small text-body-secondary mb-2">{t('productEdit.ratings.count', { count: rating.count })}</div>
        {stars.map((star) => {
          const count = rating.distribution[star - 1] ?? 0;
          return (
            <div key={star} className="d-flex align-items-center gap-2 small">
              <span className="text-nowrap" style={{ width: '5rem' }}>
                {t('productEdit.ratings.stars', { count: star })}
              </span>
              <LabelledProgress
                className="flex-grow-1"
                value={rating.count ? (count / rating.count) * 100 : 0}
                label={t('productEdit.ratings.stars', { count: star })}
              />
              <span style={{ width: '3rem' }} className="text-end">
                {format.number(count)}
              </span>
            </div>
          );
        })}
      </CCardBody>
    </CCard>
  );
}

export function RatingsPanel({ ratings, onLoad }: { ratings: DetailState<ProductRatingsAnswer>; onLoad: () => void }) {
  const { t } = useTranslation();
  return (
    <LazyPanel state={ratings} onLoad={onLoad} errorKey="productEdit.ratings.loadError" testId="ratings">
      {(data) =>
        data.items.length === 0 ? (
          <p className="text-body-secondary mb-0" data-testid="ratings-empty">
            {t('productEdit.ratings.none')}
          </p>
        ) : (
          <CRow xs={{ cols: 1 }} md={{ cols: 2 }} xl={{ cols: 3 }} className="g-3">
            {data.items.map((rating) => (
              <CCol key={rating.marketplace}>
                <RatingCard rating={rating} />
              </CCol>
            ))}
          </CRow>
        )
      }
    </LazyPanel>
  );
}

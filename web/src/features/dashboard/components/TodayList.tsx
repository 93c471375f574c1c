import { CAlert, CButton, CCard, CCardBody, CCardHeader, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { foldToday, sortToday, todayCount, type TodayRow } from '@contract/today/today.order';
import { TODAY_GROUPS, TODAY_GROUP_SOURCE, type TodayAnswer, type TodayItem } from '@contract/today/today.types';
import { Countdown } from '@web/components/Countdown';
import { systemClock, type Clock } from '@web/lib/clock';
import { useNameOf } from '@web/lib/localized-name';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';

export interface TodayListProps {
  state: DetailState<TodayAnswer>;
  onRetry: () => void;
  /** The page's clock the countdowns run on (stories pin it). */
  clock?: Clock;
}

function ItemRow({ item, clock }: { item: TodayItem; clock: Clock }) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  return (
    <li
      className="list-group-item d-flex flex-wrap align-items-center gap-2"
      data-testid="today-item"
      data-key={item.key}
      data-group={item.group}
      data-reason={item.reason}
      data-deadline={item.deadline ?? undefined}
    >
      <Link to={item.link} className="fw-semibold text-reset flex-grow-1" data-testid="today-link">
        {nameOf(item.name)}
        {item.reference ? <span className="text-body-secondary fw-normal ms-2">{item.reference}</span> : null}
      </Link>
      <span className="text-body-secondary small" data-testid="today-reason">
        {t(`dashboard.today.reasons.${item.reason}`)}
      </span>
      {item.deadline && item.urgentMs !== null ? (
        <Countdown
          until={item.deadline}
          urgentMs={item.urgentMs}
          clock={clock}
          testId="today-countdown"
          endedKey="dashboard.today.overdue"
          labelKey="dashboard.today.due"
        />
      ) : null}
    </li>
  );
}

function Row({ row, clock }: { row: TodayRow; clock: Clock }) {
  const { t } = useTranslation();
  if (row.kind === 'item') return <ItemRow item={row.item} clock={clock} />;
  return (
    <li className="list-group-item" data-testid="today-more" data-group={row.group}>
      <Link to={row.link}>{t(`dashboard.today.more.${row.group}`, { count: row.count })}</Link>
    </li>
  );
}

/** Today (top of the dashboard): everything waiting on the seller, soonest deadline first, each a click from where it is done. */
export function TodayList({ state, onRetry, clock = systemClock }: TodayListProps) {
  const { t } = useTranslation();
  const status = detailStatusOf(state);
  const data = state.data;
  const failedGroups = data ? TODAY_GROUPS.filter((group) => data.parts[TODAY_GROUP_SOURCE[group]].status === 'failed') : [];
  const stale = data ? Object.values(data.parts).some((part) => part.status === 'loaded' && part.stale) : false;
  const rows = data ? foldToday(sortToday(data.items), undefined, data.totals) : [];
  return (
    <CCard className="mb-3" data-testid="today">
      <CCardHeader className="d-flex align-items-baseline justify-content-between">
        <h2 className="h6 mb-0">{t('dashboard.today.title')}</h2>
        {data ? <span className="text-body-secondary small">{t('dashboard.today.count', { count: todayCount(data.items, data.totals) })}</span> : null}
      </CCardHeader>
      <CCardBody className="p-0">
        {status === 'loading' && !data ? (
          <div className="d-flex justify-content-center py-4" data-testid="today-loading">
            <CSpinner color="primary" size="sm" aria-label={t('common.loading')} />
          </div>
        ) : null}
        {status === 'error' || status === 'notFound' ? (
          <CAlert color="danger" role="alert" className="m-2 d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="today-error">
            <span>{t('dashboard.today.loadError')}</span>
            <CButton color="danger" variant="outline" size="sm" onClick={onRetry} data-testid="today-retry">
              {t('list.states.retry')}
            </CButton>
          </CAlert>
        ) : null}
        {failedGroups.length > 0 ? (
          <CAlert color="warning" className="m-2 py-2" data-testid="today-failed">
            {failedGroups.map((group) => (
              <div key={group} data-group={group}>
                {t('dashboard.today.groupFailed', { group: t(`dashboard.today.groups.${group}`) })}
              </div>
            ))}
          </CAlert>
        ) : null}
        {stale ? (
          <p className="small text-body-secondary mx-3 my-2" data-testid="today-stale">
            {t('dashboard.today.stale')}
          </p>
        ) : null}
        {data && rows.length === 0 && failedGroups.length === 0 ? (
          <p className="text-body-secondary text-center py-4 mb-0" role="status" data-testid="today-empty">
            {t('dashboard.today.empty')}
          </p>
        ) : null}
        {rows.length > 0 ? (
          <ul className="list-group list-group-flush" aria-busy={status === 'loading'}>
            {rows.map((row) => (
              <Row key={row.kind === 'item' ? row.item.key : `more:${row.group}`} row={row} clock={clock} />
            ))}
          </ul>
        ) : null}
      </CCardBody>
    </CCard>
  );
}

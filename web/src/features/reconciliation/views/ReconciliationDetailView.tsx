import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { parsePeriodLinesQuery, periodLinesQueryToRaw } from '@contract/reconciliation/reconciliation.query';
import { useListQuery } from '@web/lib/list-url';
import { useCan } from '@web/lib/use-can';
import { PeriodLines } from '../components/PeriodLines';
import { ReconciliationDetailPage } from '../pages/ReconciliationDetailPage';
import { reconciliationPeriod, reconciliationPeriodLines } from '../reconciliation.resources';

/** /reconciliation-admin/:periodId: the period and its payment; its lines paged with `page`, `pageSize`, `sort`. */
export function ReconciliationDetailView() {
  const dispatch = useDispatch();
  const periodId = Number(useParams().periodId);
  const [paging, update] = useListQuery(parsePeriodLinesQuery, periodLinesQueryToRaw);
  const linesQuery = useMemo(() => ({ ...paging, periodId }), [paging, periodId]);
  const state = useSelector(reconciliationPeriod.select);
  const linesState = useSelector(reconciliationPeriodLines.select);
  const can = useCan();

  useEffect(() => {
    dispatch(reconciliationPeriod.requested(periodId));
  }, [dispatch, periodId]);
  useEffect(() => {
    dispatch(reconciliationPeriodLines.requested(linesQuery));
  }, [dispatch, linesQuery]);

  return (
    <ReconciliationDetailPage
      state={state}
      canOpenPayment={can('payments.view')}
      onRetry={() => dispatch(reconciliationPeriod.requested(periodId))}
      lines={
        <PeriodLines
          query={paging}
          state={linesState}
          onQueryChange={(patch) => update(patch)}
          onRetry={() => dispatch(reconciliationPeriodLines.requested(linesQuery))}
        />
      }
    />
  );
}

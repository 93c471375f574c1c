import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { DEFAULT_GMV_RANGE, GMV_RANGES, type GmvRange } from '@contract/dashboard/dashboard.types';
import { selectUser } from '@web/lib/session/session.selectors';
import { useDeferredSelector } from '@web/lib/use-deferred-selector';
import { dashboard, dashboardLeft } from '../dashboard.resources';
import { TodayList } from '../components/TodayList';
import { DashboardPage } from '../pages/DashboardPage';
import { today } from '../today.resources';

/** `/?range=week|month|year`: the GMV range is in the URL (week, the default, is left out). */
export function DashboardView() {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const asked = params.get('range') as GmvRange | null;
  const range = asked && GMV_RANGES.includes(asked) ? asked : DEFAULT_GMV_RANGE;
  const companyId = useSelector(selectUser)?.companyId ?? 0;
  // Deferred, as a list's rows are: the figures render in slices a phone can interleave, not in one blocking task.
  const state = useDeferredSelector(dashboard.select);
  const todayState = useDeferredSelector(today.select);

  useEffect(() => {
    dispatch(dashboard.requested(companyId));
    dispatch(today.requested(companyId));
    return () => {
      dispatch(dashboardLeft());
    };
  }, [dispatch, companyId]);

  const onRangeChange = (next: GmvRange) => {
    const updated = new URLSearchParams(params);
    if (next === DEFAULT_GMV_RANGE) updated.delete('range');
    else updated.set('range', next);
    setParams(updated);
  };
  return (
    <DashboardPage
      state={state}
      range={range}
      onRangeChange={onRangeChange}
      onRetry={() => dispatch(dashboard.requested(companyId))}
      top={<TodayList state={todayState} onRetry={() => dispatch(today.requested(companyId))} />}
    />
  );
}

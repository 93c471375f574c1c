import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ALL_ENTRIES, dashboardCache } from '../admin-dashboard-cache.resources';
import { AdminDashboardCachePage } from '../pages/AdminDashboardCachePage';

/** /admin/dashboard-cache (admin only). */
export function AdminDashboardCacheView() {
  const dispatch = useDispatch();
  const state = useSelector(dashboardCache.select);
  useEffect(() => {
    dispatch(dashboardCache.requested(ALL_ENTRIES));
  }, [dispatch]);
  return (
    <AdminDashboardCachePage
      state={state}
      onRefresh={() => dispatch(dashboardCache.requested(ALL_ENTRIES))}
      onClearOne={(companyId) => dispatch(dashboardCache.commandRequested({ name: 'clearOne', id: ALL_ENTRIES, input: companyId }))}
      onClearAll={() => dispatch(dashboardCache.commandRequested({ name: 'clearAll', id: ALL_ENTRIES }))}
    />
  );
}

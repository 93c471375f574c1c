import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { COMPANIES_PAGE_SIZE } from '../admin-companies.api';
import { actAsRequested, companiesRequested, selectAdminCompanies } from '../admin-companies.slice';
import { AdminCompaniesPage } from '../pages/AdminCompaniesPage';

/** /admin/companies?q=&page=: the URL is the list state. */
export function AdminCompaniesView() {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const state = useSelector(selectAdminCompanies);

  useEffect(() => {
    dispatch(companiesRequested({ q, page }));
  }, [dispatch, q, page]);

  const update = (nextQ: string, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextQ) next.set('q', nextQ);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };

  return (
    <AdminCompaniesPage
      key={q}
      query={q}
      page={page}
      pageSize={COMPANIES_PAGE_SIZE}
      total={state.total}
      items={state.items}
      loading={state.status === 'loading' || state.status === 'idle'}
      error={state.error}
      actingAs={state.actingAs}
      actAsError={state.actAsError}
      onSearch={(nextQ) => update(nextQ, 1)}
      onPageChange={(nextPage) => update(q, nextPage)}
      onActAs={(companyId) => dispatch(actAsRequested(companyId))}
    />
  );
}

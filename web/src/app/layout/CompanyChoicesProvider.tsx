import { useCallback, useMemo, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { CompanyChoicesContext } from '@web/components/list/company-choices';
import { companyDirectorySearched, selectCompanyChoices } from '@web/features/admin-companies/company-directory.slice';

/** Gives the staff's company filters the company directory (searched only when such a filter is used). */
export function CompanyChoicesProvider({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const choices = useSelector(selectCompanyChoices);
  const search = useCallback((text: string) => dispatch(companyDirectorySearched(text)), [dispatch]);
  const value = useMemo(() => ({ choices, search }), [choices, search]);
  return <CompanyChoicesContext.Provider value={value}>{children}</CompanyChoicesContext.Provider>;
}

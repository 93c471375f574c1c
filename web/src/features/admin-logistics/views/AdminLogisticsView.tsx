import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import {
  COMPANY_LOGISTICS_FILTER_KEYS,
  companyLogisticsQueryToRaw,
  parseCompanyLogisticsQuery,
  parseStaffHolidayQuery,
  STAFF_HOLIDAY_FILTER_KEYS,
  staffHolidayProblems,
  staffHolidayQueryToRaw,
} from '@contract/admin-logistics/admin-logistics.query';
import { ADMIN_LOGISTICS_VIEWS, type AdminLogisticsView as View } from '@contract/admin-logistics/admin-logistics.types';
import { EAD_FILTER_KEYS, eadFilterProblems, eadQueryToRaw, parseEadFilters, parseEadQuery } from '@contract/logistics/ead.query';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { allEadList, companyLogisticsList, eadDetail, etgbImport, staffHolidayList } from '../admin-logistics.resources';
import { AdminLogisticsPage } from '../pages/AdminLogisticsPage';

const EAD_FILTERS = { keys: EAD_FILTER_KEYS, parse: parseEadFilters };
const HOLIDAY_FILTERS = { keys: STAFF_HOLIDAY_FILTER_KEYS, parse: (applied: AppliedFilters) => parseStaffHolidayQuery(applied) };
const COMPANY_FILTERS = { keys: COMPANY_LOGISTICS_FILTER_KEYS, parse: (applied: AppliedFilters) => parseCompanyLogisticsQuery(applied) };

/** /admin/logistics/logistics: the view (`?view=`), each list's state and every dialog live in the URL. */
export function AdminLogisticsView() {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const view: View = ADMIN_LOGISTICS_VIEWS.find((id) => id === params.get('view')) ?? 'ead';
  const [dialog, open, close] = useUrlDialog<'editEad' | 'hepsijetOn' | 'hepsijetOff'>();
  const item = Number(params.get('item')) || null;
  const ead = useListScreen({
    list: allEadList,
    parse: parseEadQuery,
    toRaw: eadQueryToRaw,
    problems: eadFilterProblems,
    filters: EAD_FILTERS,
    enabled: view === 'ead',
  });
  const holidays = useListScreen({
    list: staffHolidayList,
    parse: parseStaffHolidayQuery,
    toRaw: staffHolidayQueryToRaw,
    problems: staffHolidayProblems,
    filters: HOLIDAY_FILTERS,
    enabled: view === 'holidays',
  });
  const companies = useListScreen({
    list: companyLogisticsList,
    parse: parseCompanyLogisticsQuery,
    toRaw: companyLogisticsQueryToRaw,
    filters: COMPANY_FILTERS,
    enabled: view === 'hepsijet',
  });
  const [selected, setSelected] = useState<string[]>([]);
  const detail = useSelector(eadDetail.select);
  const upload = useSelector(etgbImport.select);
  useEffect(() => {
    if (dialog === 'editEad' && item) dispatch(eadDetail.requested(item));
  }, [dispatch, dialog, item]);
  useEffect(() => {
    if ((dialog === 'hepsijetOn' || dialog === 'hepsijetOff') && selected.length === 0) close();
  }, [dialog, selected.length, close]);
  const openDialog = useCallback(
    (name: 'editEad' | 'hepsijetOn' | 'hepsijetOff', eadId?: number) => open(name, eadId === undefined ? {} : { item: String(eadId) }),
    [open],
  );
  return (
    <AdminLogisticsPage
      view={view}
      onViewChange={(next) => setParams({ view: next })}
      ead={ead.page}
      holidays={holidays.page}
      companies={companies.page}
      selected={selected}
      onSelect={setSelected}
      eadRow={detail.data && detail.data.id === item ? detail.data : null}
      commandOf={(name) => commandView(detail, name)}
      onOpenDialog={openDialog}
      onSaveEad={(eadId, body) => dispatch(eadDetail.commandCalled(eadId, 'save', body))}
      onHepsijet={(enabled) => dispatch(eadDetail.commandCalled(0, 'hepsijet', { companyIds: selected.map(Number), enabled }))}
      upload={upload}
      templateHref={etgbImport.templateUrl()}
      errorFileUrl={etgbImport.errorFileUrl}
      onSendFile={(file) => dispatch(etgbImport.sent(file))}
      onUploadReset={() => dispatch(etgbImport.reset())}
    />
  );
}

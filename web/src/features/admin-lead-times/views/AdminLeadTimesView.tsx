import { useDispatch, useSelector } from 'react-redux';
import { LEAD_TIME_FILTER_KEYS, leadTimeProblems, leadTimeQueryToRaw, parseLeadTimeQuery } from '@contract/admin-lead-times/lead-time.types';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { leadTimeExport, leadTimeImport, leadTimeList } from '../admin-lead-times.resources';
import { AdminLeadTimesPage } from '../pages/AdminLeadTimesPage';

const FILTERS = { keys: LEAD_TIME_FILTER_KEYS, parse: (applied: AppliedFilters) => parseLeadTimeQuery(applied) };

/** /admin/lead-time-tools: the list's company, search and page live in the URL. */
export function AdminLeadTimesView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: leadTimeList, parse: parseLeadTimeQuery, toRaw: leadTimeQueryToRaw, problems: leadTimeProblems, filters: FILTERS });
  const upload = useSelector(leadTimeImport.select);
  return (
    <AdminLeadTimesPage
      {...list.page}
      onExport={() => dispatch(leadTimeExport.requested(leadTimeQueryToRaw(list.query)))}
      upload={upload}
      templateHref={leadTimeImport.templateUrl()}
      errorFileUrl={leadTimeImport.errorFileUrl}
      onSendFile={(file) => dispatch(leadTimeImport.sent(file))}
      onUploadReset={() => dispatch(leadTimeImport.reset())}
    />
  );
}

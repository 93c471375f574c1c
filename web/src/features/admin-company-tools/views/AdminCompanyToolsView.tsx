import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import {
  COMPANY_TOOLS_FILTER_KEYS,
  companyToolsQueryToRaw,
  parseCompanyToolsFilters,
  parseCompanyToolsQuery,
  type CompanyToolRow,
} from '@contract/admin-companies/company-tools';
import { wholeId } from '@contract/lists/whole-id';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import type { CommandState } from '@web/lib/resources/detail-resource';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { actAsRequested, companyToolDetail, companyToolsExport, companyToolsList } from '../company-tools.resources';
import type { CompanyToolAction, CompanyToolDialog } from '../components/company-tools-config';
import { AdminCompanyToolsPage } from '../pages/AdminCompanyToolsPage';

const FILTERS = { keys: COMPANY_TOOLS_FILTER_KEYS, parse: parseCompanyToolsFilters };

/** /admin/company-tools: the URL is the list state and the dialog (`?action=suspend|allow|ban&item=<company id>`). */
export function AdminCompanyToolsView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: companyToolsList, parse: parseCompanyToolsQuery, toRaw: companyToolsQueryToRaw, filters: FILTERS });
  const detail = useSelector(companyToolDetail.select);
  const [params] = useSearchParams();
  const [active, open, close] = useUrlDialog<CompanyToolDialog>();
  const itemId = wholeId(params.get('item'));
  const handled = useRef<CommandState | null>(detail.command);

  useEffect(() => {
    if (active === 'ban' && itemId !== null) dispatch(companyToolDetail.requested(itemId));
  }, [dispatch, active, itemId]);

  useEffect(() => {
    const { command } = detail;
    if (command === handled.current || command?.status !== 'done') return;
    handled.current = command;
    dispatch(companyToolsList.reloadRequested());
    // The suspend and allow forms close themselves on success (UrlFormDialog); the typed confirmation does not.
    if (command.name === 'ban') close();
  }, [detail, dispatch, close]);

  const onAction = useCallback(
    (action: CompanyToolAction, row: CompanyToolRow) => {
      if (action === 'actAs') dispatch(actAsRequested(row.companyId));
      else open(action, { item: String(row.companyId) });
    },
    [dispatch, open],
  );
  return (
    <AdminCompanyToolsPage
      {...list.page}
      onExport={() => dispatch(companyToolsExport.requested(companyToolsQueryToRaw(list.query)))}
      detail={detail}
      commandOf={(name) => commandView(detail, name)}
      onCommand={(companyId, ...call) => dispatch(companyToolDetail.commandCalled(companyId, ...call))}
      onAction={onAction}
    />
  );
}

import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { AttributeRow } from '@contract/admin-taxonomy/admin-attribute.query';
import { ATTRIBUTE_FILTER_KEYS, attributeQueryToRaw, parseAttributeFilters, parseAttributeQuery } from '@contract/admin-taxonomy/admin-attribute.query';
import type { AttributeBody } from '@contract/admin-taxonomy/admin-attribute.api';
import { wholeId } from '@contract/lists/whole-id';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import type { CommandState } from '@web/lib/resources/detail-resource';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { adminAttributeDetail, adminAttributesList, type AttributeCommand } from '../admin-attribute.resources';
import { ATTRIBUTE_DIALOG_EXTRAS, type AttributeDialog } from '../components/AttributeDialogs';
import { AdminAttributesPage } from '../pages/AdminAttributesPage';

const FILTERS = { keys: ATTRIBUTE_FILTER_KEYS, parse: parseAttributeFilters };
const NEEDS_DETAIL: readonly (string | null)[] = ['values', 'editValue', 'edit'];

/** /admin/attributes: the list in the URL; `?action=…&item=<attribute>&value=<value>` opens a dialog and loads what it shows. */
export function AdminAttributesView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: adminAttributesList, parse: parseAttributeQuery, toRaw: attributeQueryToRaw, filters: FILTERS });
  const detail = useSelector(adminAttributeDetail.select);
  const [params] = useSearchParams();
  const [active, open] = useUrlDialog<AttributeDialog>('action', ATTRIBUTE_DIALOG_EXTRAS);
  const itemId = wholeId(params.get('item'));
  const handled = useRef<CommandState | null>(detail.command);

  useEffect(() => {
    if (itemId !== null && NEEDS_DETAIL.includes(active) && detail.id !== itemId) dispatch(adminAttributeDetail.requested(itemId));
  }, [active, itemId, detail.id, dispatch]);

  const { onRetry } = list.page;
  useEffect(() => {
    const { command } = detail;
    if (command === handled.current || command?.status !== 'done') return;
    handled.current = command;
    onRetry();
  }, [detail, onRetry]);

  const row = list.state.page?.items.find((candidate) => candidate.id === itemId) ?? null;
  const loaded = detail.data && detail.data.id === itemId ? detail.data : null;
  const onStatus = useCallback(
    (target: AttributeRow, body: AttributeBody) => dispatch(adminAttributeDetail.commandCalled(target.id, 'status', body)),
    [dispatch],
  );
  return (
    <AdminAttributesPage
      query={list.query}
      list={list.state}
      edited={row ?? loaded}
      detail={loaded}
      valueId={wholeId(params.get('value'))}
      commandOf={(name: AttributeCommand) => commandView(detail, name)}
      onQueryChange={list.page.onQueryChange}
      onFiltersApply={list.page.onFiltersApply}
      onFiltersReset={list.page.onFiltersReset}
      onRetry={onRetry}
      onOpenDialog={(name, id, valueId) =>
        open(name, { ...(id === undefined ? {} : { item: String(id) }), ...(valueId === undefined ? {} : { value: String(valueId) }) })
      }
      onCommand={(...call) => dispatch(adminAttributeDetail.commandCalled(itemId ?? 0, ...call))}
      onStatus={onStatus}
    />
  );
}

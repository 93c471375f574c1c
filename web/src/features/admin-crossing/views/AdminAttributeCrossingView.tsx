import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import {
  ADMIN_ATTRIBUTE_CROSS_FILTER_KEYS,
  adminAttributeCrossQueryToRaw,
  parseAdminAttributeCrossQuery,
  type AdminAttributeCrossFilters,
  type AdminAttributeCrossRow,
} from '@contract/admin-crossing/attribute-crossing.query';
import { parseAdminCrossRowKey } from '@contract/admin-crossing/category-cross.query';
import type { CrossTarget } from '@contract/catalog/crossing.api';
import type { RawQuery } from '@contract/lists/list-query';
import type { CrossDialog } from '@web/components/category/cross/cross-types';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { ALL_COMPANIES, adminAttributeList, adminCategoryCrossing, adminCrossHealth, adminTheirCategories } from '../admin-crossing.resources';
import { AdminAttributeCrossingPage } from '../pages/AdminAttributeCrossingPage';

const parseFilters = (raw: RawQuery): AdminAttributeCrossFilters => {
  const { tab: _tab, page: _page, pageSize: _pageSize, ...filters } = parseAdminAttributeCrossQuery(raw);
  return filters;
};
const FILTERS = { keys: ADMIN_ATTRIBUTE_CROSS_FILTER_KEYS, parse: parseFilters };
const PICKER_PAGE_SIZE = 10;
const PANE_PARAMS = ['open', 'attribute', 'value', 'action'] as const;
const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** /admin/attribute-crossing/?tab=&marketplace=&mandatory=&companyId=&q=&open=&attribute=&value=&action=: the URL holds the list, the open category and its dialog. */
export function AdminAttributeCrossingView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: adminAttributeList, parse: parseAdminAttributeCrossQuery, toRaw: adminAttributeCrossQueryToRaw, filters: FILTERS });
  const [params, setParams] = useSearchParams();
  const [, openDialog] = useUrlDialog<CrossDialog>('action', ['value']);
  const health = useSelector(adminCrossHealth.select);
  const crossing = useSelector(adminCategoryCrossing.select);
  const found = useSelector(adminTheirCategories.select);
  const companyId = list.query.companyId ?? ALL_COMPANIES;
  const open = parseAdminCrossRowKey(params.get('open'));
  const openId = open?.categoryId;
  const marketplace = open?.marketplace;

  useEffect(() => {
    dispatch(adminCrossHealth.requested(companyId));
  }, [dispatch, companyId]);
  useEffect(() => {
    if (openId !== undefined) dispatch(adminCategoryCrossing.requested(openId));
  }, [dispatch, openId]);

  const setPane = useCallback(
    (values: Partial<Record<(typeof PANE_PARAMS)[number], string>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const key of PANE_PARAMS) next.delete(key);
        for (const [key, value] of Object.entries(values)) next.set(key, value);
        return next;
      }),
    [setParams],
  );
  const onOpen = useCallback(
    (row: AdminAttributeCrossRow) => setPane({ open: `${row.categoryId}-${row.marketplace}`, attribute: String(row.attributeId) }),
    [setPane],
  );
  const onSearch = useCallback(
    (q: string) => {
      if (marketplace) dispatch(adminTheirCategories.requested({ marketplace, q: q || undefined, page: 1, pageSize: PICKER_PAGE_SIZE }));
    },
    [dispatch, marketplace],
  );
  const run = (name: 'cross' | 'uncross', target: CrossTarget, body: Record<string, string> | null) => {
    if (openId !== undefined) dispatch(adminCategoryCrossing.commandCalled(openId, name, { target, body }));
  };

  return (
    <AdminAttributeCrossingPage
      {...list.page}
      health={health}
      onHealthRetry={() => dispatch(adminCrossHealth.requested(companyId))}
      onOpen={onOpen}
      onClose={() => setPane({})}
      pane={
        open
          ? {
              state: crossing,
              marketplace: open.marketplace,
              attributeId: idParam(params.get('attribute')),
              valueId: idParam(params.get('value')),
              found,
              onSearch,
              actions: {
                canManage: true,
                commandOf: (name) => commandView(crossing, name),
                onCross: (target, body) => run('cross', target, body),
                onUncross: (target) => run('uncross', target, null),
                onOpenDialog: openDialog,
                onShowValues: (attributeId) =>
                  setParams((current) => {
                    const next = new URLSearchParams(current);
                    if (attributeId === null) next.delete('attribute');
                    else next.set('attribute', String(attributeId));
                    return next;
                  }),
              },
            }
          : null
      }
    />
  );
}

import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { parseRateCapQuery, RATE_CAP_FILTER_KEYS, rateCapQueryToRaw, type RateCapRow } from '@contract/admin-rate-caps/rate-cap.types';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { CHANGES_ID, rateCapChanges, rateCapList } from '../admin-rate-caps.resources';
import { rateCapRowKey, type RateCapDialog } from '../components/rate-cap-list-config';
import { AdminRateCapsPage } from '../pages/AdminRateCapsPage';

const FILTERS = { keys: RATE_CAP_FILTER_KEYS, parse: (applied: AppliedFilters) => parseRateCapQuery(applied) };

/** /admin/mp-rate-cap/: the tab, the company and the page live in the URL, and so does each dialog (`?action=&item=`). */
export function AdminRateCapsView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: rateCapList, parse: parseRateCapQuery, toRaw: rateCapQueryToRaw, filters: FILTERS });
  const changes = useSelector(rateCapChanges.select);
  const [, open] = useUrlDialog<RateCapDialog>();
  const onOpenDialog = useCallback((dialog: RateCapDialog, row: RateCapRow) => open(dialog, { item: rateCapRowKey(row) }), [open]);
  return (
    <AdminRateCapsPage
      {...list.page}
      onOpenDialog={onOpenDialog}
      commandOf={(name) => commandView(changes, name)}
      onCommand={(...call) => dispatch(rateCapChanges.commandCalled(CHANGES_ID, ...call))}
    />
  );
}

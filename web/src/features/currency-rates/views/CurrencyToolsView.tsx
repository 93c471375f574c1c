import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CurrencyCode } from '@contract/currency-rates/currency-rate.types';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useCan } from '@web/lib/use-can';
import { currencyRates, RATES_ID } from '../currency-rates.resources';
import { CurrencyToolsPage, type CurrencyDialog } from '../pages/CurrencyToolsPage';

/** /currency-tools-admin/index: the dialogs are `?action=edit&item=<currency>` and `?action=history&item=<currency>`. */
export function CurrencyToolsView() {
  const dispatch = useDispatch();
  const can = useCan();
  const [, open] = useUrlDialog<CurrencyDialog>();
  const state = useSelector(currencyRates.select);
  useEffect(() => {
    dispatch(currencyRates.requested(RATES_ID));
  }, [dispatch]);
  const openDialog = useCallback((name: CurrencyDialog, currency: CurrencyCode) => open(name, { item: currency }), [open]);
  return (
    <CurrencyToolsPage
      state={state}
      canEdit={can('admin.currencyRatesEdit')}
      commandOf={(name) => commandView(state, name)}
      onCommand={(...call) => dispatch(currencyRates.commandCalled(RATES_ID, ...call))}
      onOpenDialog={openDialog}
      onRetry={() => dispatch(currencyRates.requested(RATES_ID))}
    />
  );
}

import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectUser } from '@web/lib/session/session.selectors';
import { marketplaceSettings } from '../marketplace-sales.resources';
import { MarketplaceSalesPage } from '../pages/MarketplaceSalesPage';

/** /marketplace-sales: the settings of the company the admin acts as (the route guard admits adminAsUser only). */
export function MarketplaceSalesView() {
  const dispatch = useDispatch();
  const companyId = useSelector(selectUser)?.companyId ?? null;
  const state = useSelector(marketplaceSettings.select);

  useEffect(() => {
    if (companyId !== null) dispatch(marketplaceSettings.requested(companyId));
  }, [dispatch, companyId]);

  return (
    <MarketplaceSalesPage
      state={state}
      onRetry={() => {
        if (companyId !== null) dispatch(marketplaceSettings.requested(companyId));
      }}
      onSave={(marketplace, body) => {
        if (companyId !== null) dispatch(marketplaceSettings.commandRequested({ name: marketplace, id: companyId, input: body }));
      }}
    />
  );
}

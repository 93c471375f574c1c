/**
 * Currency Tools (/currency-tools-admin/index): the accounting service's exchange-rate table, read with either currency
 * group and changed only with CurrencyRateEdit (the policy here, and the service checks the admin's groups again).
 */
import { CURRENCY_RATE_ROUTES as ROUTES } from '@contract/currency-rates/currency-rate.routes';
import { CURRENCY_RATE_SERVICE_ROUTES as SERVICE } from '@contract/currency-rates/currency-rate.service-routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { staffCaller } from '../../lib/staff-caller';

export function currencyRatesRoutes() {
  return apiRoutes(
    serve(ROUTES.list, (c) => c.get('services').call(SERVICE.list, staffCaller(c))),
    serve(ROUTES.set, (c, { params, body }) => c.get('services').call(SERVICE.set, staffCaller(c), { params, body })),
  );
}

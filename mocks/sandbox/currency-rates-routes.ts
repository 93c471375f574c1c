/**
 * The accounting service's exchange-rate table (contract/currency-rates/currency-rate.service-routes.ts) over the world
 * (mocks/world/currency). Only admin tokens, and the service checks the admin's own security groups itself: either
 * currency group reads, only CurrencyRateEdit changes.
 */
import { CURRENCY_RATE_SERVICE_ROUTES as ROUTES } from '@contract/currency-rates/currency-rate.service-routes';
import type { SecurityGroup } from '@contract/permissions';
import { listCurrencyRates, setCurrencyRate } from '@mocks/world/currency/currency-rate-operations';
import { findUser } from '@mocks/world/lookups';
import type { World } from '@mocks/world/world';
import { fail } from './responses';
import { checkedBody, badBody, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const READ: readonly SecurityGroup[] = ['CurrencyRateList', 'CurrencyRateEdit'];
const EDIT: readonly SecurityGroup[] = ['CurrencyRateEdit'];

export function mountCurrencyRatesRoutes(app: ServiceApp, world: World, now: () => number): void {
  /** The admin the token speaks for when they hold one of `groups`, else the refusal. */
  const adminIn = (c: ServiceContext, groups: readonly SecurityGroup[]) => {
    const claims = c.get('claims');
    const user = claims.role === 'admin' && claims.act === undefined ? findUser(world, claims.sub) : undefined;
    if (user?.securityGroups.some((group) => groups.includes(group as SecurityGroup))) return user;
    return fail(c, 403, 'forbidden', `Only an admin in ${groups.join(' or ')} may call this.`);
  };
  const allowed = (groups: readonly SecurityGroup[]) => (c: ServiceContext) => {
    const admin = adminIn(c, groups);
    return admin instanceof Response ? admin : null;
  };

  serveService(app, ROUTES.list, () => listCurrencyRates(world), { allow: allowed(READ) });
  serveService(
    app,
    ROUTES.set,
    (c, { params, body }) => {
      const admin = adminIn(c, EDIT);
      if (admin instanceof Response) return admin;
      const rates = checkedBody(ROUTES.set, body, (fields) => badBody(c, fields));
      if (rates instanceof Response) return rates;
      const by = { name: `${admin.firstName} ${admin.lastName}`.trim(), email: admin.email };
      return setCurrencyRate(world, params.currency, rates, now(), by);
    },
    { allow: allowed(EDIT) },
  );
}

/**
 * The logistics service's seller settings (contract/downstream/logistics-settings.routes.ts) over the world
 * (mocks/world/logistics). Company scope is the service's own: a holiday of another company is 404.
 */
import { LOGISTICS_SETTINGS_SERVICE_ROUTES as ROUTES } from '@contract/downstream/logistics-settings.routes';
import { listEad } from '@mocks/world/logistics/ead-operations';
import { createHoliday, deleteHoliday, listHolidays, updateHoliday } from '@mocks/world/logistics/holiday-operations';
import { logisticsProfileOf } from '@mocks/world/logistics/logistics-book';
import { findCompany } from '@mocks/world/lookups';
import { isRefusal } from '@mocks/world/refusal';
import type { World } from '@mocks/world/world';
import { fail, refuse } from './responses';
import { serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const noHoliday = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such holiday in this company.');

export function mountLogisticsSettingsRoutes(app: ServiceApp, world: World, now: () => number): void {
  const holidays = { world, notFound: noHoliday };
  // The company was checked by serveService, so it exists.
  serveService(app, ROUTES.profile, (_c, { params }) => logisticsProfileOf(world, findCompany(world, params.companyId)!), { world });
  serveService(app, ROUTES.holidays, (_c, { params, query }) => listHolidays(world, params.companyId, query), { world });
  serveService(
    app,
    ROUTES.createHoliday,
    (c, { params, body }) => {
      const result = createHoliday(world, params.companyId, body, now());
      if (result === undefined) return noHoliday(c);
      return isRefusal(result) ? refuse(c, result) : result;
    },
    { world },
  );
  serveService(
    app,
    ROUTES.updateHoliday,
    (c, { params, body }) => {
      const result = updateHoliday(world, params.companyId, params.holidayId, body, now());
      if (result === undefined) return noHoliday(c);
      return isRefusal(result) ? refuse(c, result) : result;
    },
    holidays,
  );
  serveService(app, ROUTES.deleteHoliday, (c, { params }) => (deleteHoliday(world, params.companyId, params.holidayId) ? null : noHoliday(c)), holidays);
  serveService(app, ROUTES.ead, (_c, { params, query }) => listEad(world, params.companyId, query), { world });
}

/**
 * The logistics service's staff routes (contract/admin-logistics/admin-logistics.service-routes.ts) over the world
 * (mocks/world/logistics); admin tokens only, an admin acting as a seller included.
 */
import { ADMIN_LOGISTICS_SERVICE_ROUTES as ROUTES } from '@contract/admin-logistics/admin-logistics.service-routes';
import { eadRowOf, listAllEad, listCompanyLogistics, listStaffHolidays, setHepsijet, updateEad } from '@mocks/world/logistics/admin-logistics-operations';
import { applyEtgbRows } from '@mocks/world/logistics/etgb-rows';
import type { World } from '@mocks/world/world';
import { staffBatchOnce } from './batch-once';
import { roleRefusal } from './jwt-guard';
import { fail } from './responses';
import { badBody, bodyChecked, checkedBody, serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const adminOnly = (c: ServiceContext) => roleRefusal(c, ['admin']);
export function mountAdminLogisticsRoutes(app: ServiceApp, world: World, now: () => number): void {
  const admin = { allow: adminOnly };
  serveService(app, ROUTES.ead, (_c, { query }) => listAllEad(world, query), admin);
  const noRow = { allow: adminOnly, notFound: (c: ServiceContext) => fail(c, 404, 'not_found', 'No such EAD row.') };
  serveService(app, ROUTES.eadRow, (_c, { params }) => eadRowOf(world, params.eadId), noRow);
  serveService(
    app,
    ROUTES.updateEad,
    (c, { params, body: sent }) => {
      const body = checkedBody(ROUTES.updateEad, sent, (fields) => badBody(c, fields));
      return body instanceof Response ? body : updateEad(world, params.eadId, body);
    },
    noRow,
  );
  serveService(app, ROUTES.holidays, (_c, { query }) => listStaffHolidays(world, query, now()), admin);
  serveService(app, ROUTES.companies, (_c, { query }) => listCompanyLogistics(world, query), admin);
  serveService(
    app,
    ROUTES.hepsijet,
    (c, { body: sent }) => {
      const body = checkedBody(ROUTES.hepsijet, sent, (fields) => badBody(c, fields));
      return body instanceof Response ? body : setHepsijet(world, body, now());
    },
    admin,
  );
  serveService(
    app,
    ROUTES.etgbRows,
    bodyChecked(ROUTES.etgbRows, (c, { body }) => staffBatchOnce(c, world, ROUTES.etgbRows, body, () => applyEtgbRows(world, body.rows, now()))),
    admin,
  );
}

/** Sandbox mode only (createApp registers it only then): the mails the sandbox identity service "sent", and outages. */
import { DEV_ROUTES } from '@contract/api/system.routes';
import { SERVICES } from '@contract/downstream/common';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve, type ServedRoute } from '../../lib/api-route';
import type { DevServiceControl } from '../../lib/dev-service-control';

/** Lenient as ever: no body or text that is not JSON is `{}`; a companyId must be a whole positive number. */
async function companyIdOf(request: { json(): Promise<unknown> }): Promise<number | undefined> {
  const body = (await request.json().catch(() => ({}))) as { companyId?: unknown };
  const companyId = body.companyId;
  if (companyId !== undefined && !(Number.isSafeInteger(companyId) && (companyId as number) > 0)) {
    throw new ApiFailure('validation', { fields: { companyId: 'validation.number' } });
  }
  return companyId as number | undefined;
}

export function devRoutes(services?: DevServiceControl) {
  const outages: ServedRoute[] = services
    ? [
        serve(DEV_ROUTES.services, () => ({ items: SERVICES.map((service) => services[service].state()) })),
        serve(DEV_ROUTES.serviceAction, async (c, { params: { service, action } }) => {
          const companyId = await companyIdOf(c.req);
          const control = services[service];
          return action === 'down' ? control.down(companyId) : control.up(companyId);
        }),
      ]
    : [];
  return apiRoutes(
    serve(DEV_ROUTES.outbox, async (c) => ({ items: await c.get('services').outbox() })),
    ...outages,
  );
}

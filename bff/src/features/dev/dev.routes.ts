/** Sandbox mode only (createApp registers it only then): the mails the sandbox identity service "sent", and outages. */
import { Hono } from 'hono';
import type { DevOutboxResponse } from '@contract/api/dev-outbox';
import type { DevServicesAnswer, DevServiceState } from '@contract/api/dev-services';
import { API } from '@contract/api/paths';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import { ApiFailure } from '../../lib/api-failure';
import type { AppEnv } from '../../lib/app-env';
import type { DevServiceControl } from '../../lib/dev-service-control';
import { policy } from '../../middleware/policy';

export function devRoutes(services?: DevServiceControl) {
  const app = new Hono<AppEnv>()
    .get(API.devOutbox, policy.public(), async (c) => c.json<DevOutboxResponse>({ items: await c.get('services').outbox() }));
  if (!services) return app;
  return app
    .get(API.devServices, policy.public(), (c) => c.json<DevServicesAnswer>({ items: SERVICES.map((service) => services[service].state()) }))
    .post(`${API.devServices}/:service/:action{down|up}`, policy.public(), async (c) => {
    const service = c.req.param('service') as ServiceName;
    if (!SERVICES.includes(service)) throw new ApiFailure('notFound');
    const body = (await c.req.json().catch(() => ({}))) as { companyId?: unknown };
    const companyId = body.companyId;
    if (companyId !== undefined && !(Number.isSafeInteger(companyId) && (companyId as number) > 0)) {
      throw new ApiFailure('validation', { fields: { companyId: 'validation.number' } });
    }
    const control = services[service];
    const state = c.req.param('action') === 'down' ? await control.down(companyId as number | undefined) : await control.up(companyId as number | undefined);
    return c.json<DevServiceState>(state);
  });
}

/** Sandbox mode only (createApp registers it only then): the mails the sandbox identity service "sent". */
import { Hono } from 'hono';
import type { DevOutboxResponse } from '@contract/api/dev-outbox';
import { API } from '@contract/api/paths';
import type { AppEnv } from '../../lib/app-env';
import { policy } from '../../middleware/policy';

export function devRoutes() {
  return new Hono<AppEnv>()
    .get(API.devOutbox, policy.public(), async (c) => c.json<DevOutboxResponse>({ items: await c.get('services').outbox() }));
}

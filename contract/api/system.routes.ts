/**
 * The BFF's own endpoints outside the app: liveness, readiness, the public key set downstream services verify the
 * BFF's tokens with (all public), and the metrics (behind their own token); and, in sandbox mode only, the dev tools (the sandbox's sent mails, service outages).
 */
import type { JWK } from 'jose';
import { SERVICES, type ServiceName } from '../downstream/common';
import type { DevOutboxResponse } from './dev-outbox';
import { DEV_SERVICE_ACTIONS, type DevServicesAnswer, type DevServiceState } from './dev-services';
import { answer, fileAnswer, param, policy, route } from './route-def';

export interface LiveAnswer {
  status: 'ok';
}
/** 200 with status 'ok' when every check passes; otherwise 503 with status 'unavailable' naming what is down. */
export interface ReadyAnswer {
  status: 'ok' | 'unavailable';
  checks: Record<'store' | ServiceName, boolean>;
}
/** Public keys only. */
export interface JwksAnswer {
  keys: JWK[];
}

const anyone = policy.public();

export const SYSTEM_ROUTES = {
  healthz: route.get('/healthz', { answer: answer<LiveAnswer>(), policy: anyone }),
  readyz: route.get('/readyz', { answer: answer<ReadyAnswer>(), policy: anyone }),
  jwks: route.get('/.well-known/jwks.json', { answer: answer<JwksAnswer>(), policy: anyone }),
  /** Prometheus' text, for a scraper holding METRICS_TOKEN (checked by the handler: a scraper has no session). */
  metrics: route.get('/metrics', { answer: fileAnswer(), policy: anyone }),
};

/** Sandbox mode only (contract/api/dev-outbox.ts, dev-services.ts). */
export const DEV_ROUTES = {
  outbox: route.get('/api/dev/outbox', { answer: answer<DevOutboxResponse>(), policy: anyone }),
  services: route.get('/api/dev/services', { answer: answer<DevServicesAnswer>(), policy: anyone }),
  /**
   * Sends `{ companyId? }` (DevServiceRequest). No body schema: the BFF reads it leniently as it always has (no body
   * or text that is not JSON counts as `{}`, a companyId that is not a whole positive number is refused).
   */
  serviceAction: route.post('/api/dev/services/:service/:action{down|up}', {
    params: { service: param.oneOf(SERVICES), action: param.oneOf(DEV_SERVICE_ACTIONS) },
    answer: answer<DevServiceState>(),
    policy: anyone,
  }),
};

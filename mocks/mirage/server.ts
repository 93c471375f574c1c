/**
 * Mirage as the BFF: every path of contract/api/paths.ts answered from the seeded world with the BFF's rules, for
 * dev:mock (the SPA with no BFF), Storybook and the jsdom tests.
 */
import { createServer, type Request, type Server } from 'miragejs';
import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import { createWorld, DEFAULT_SEED, type World } from '@mocks/world/world';
import { ADMIN_ROUTES } from './admin-routes';
import { AUTH_ROUTES } from './auth-routes';
import { createMockCredentials } from './mock-credentials';
import { signedIn, type MockContext } from './mock-context';
import type { MockRoute } from './mock-route';
import { failure, headerOf } from './respond';
import { SLOW_SCENARIO_DEFAULT_MS, type MockScenario } from './scenarios';
import { SHELL_ROUTES } from './shell-routes';
import { ORDER_ROUTES } from './order-routes';
import { PACKAGE_ROUTES } from './package-routes';
import { EXPORT_ROUTES } from './export-routes';
import { TRANSACTION_ROUTES } from './transaction-routes';
import { DASHBOARD_ROUTES } from './dashboard-routes';
import { RECONCILIATION_ROUTES } from './reconciliation-routes';
import { CATALOG_SETTINGS_ROUTES } from './catalog-settings-routes';
import { CATALOG_VARIANT_ROUTES } from './catalog-variant-routes';
import { CATALOG_PRODUCT_ROUTES } from './catalog-product-routes';
import { MARKETPLACE_LOG_ROUTES } from './marketplace-log-routes';
import { CATALOG_TAXONOMY_ROUTES } from './catalog-taxonomy-routes';
import { IMPORT_ROUTES } from './import-routes';

export const MOCK_ROUTES: readonly MockRoute[] = [...AUTH_ROUTES, ...SHELL_ROUTES, ...ADMIN_ROUTES, ...ORDER_ROUTES, ...PACKAGE_ROUTES, ...EXPORT_ROUTES, ...TRANSACTION_ROUTES, ...DASHBOARD_ROUTES, ...RECONCILIATION_ROUTES, ...CATALOG_SETTINGS_ROUTES, ...CATALOG_VARIANT_ROUTES, ...CATALOG_TAXONOMY_ROUTES, ...CATALOG_PRODUCT_ROUTES, ...MARKETPLACE_LOG_ROUTES, ...IMPORT_ROUTES];

/** Calls that still work in the 'errors' scenario, so one can sign in and out. */
const WORKS_IN_ERRORS_SCENARIO: readonly string[] = [API.loginUser, API.loginAdmin, API.logout];
const TIMING_BY_ENVIRONMENT = { development: 150, test: 0 } as const;

export interface MirageOptions {
  scenario: MockScenario;
  /** 'test' answers at once; 'development' answers after a short delay and logs each call to the console. */
  environment: 'development' | 'test';
  /** The clock in ms (reset windows); defaults to Date.now. */
  now?: () => number;
  /** Delay of every answer in the 'slow' scenario (default 1500 ms). */
  slowMs?: number;
  seed?: number;
  world?: World;
  /** Mirage's console log of every call (off by default: it prints request bodies, passwords included). */
  logging?: boolean;
  /** Where the signed-in session lives; defaults to window.localStorage. */
  storage?: Storage;
}

export interface RunningMirage {
  server: Server;
  world: World;
  scenario: MockScenario;
  /** What the routes share (stories and tests seed records through it, e.g. `context.transactions`). */
  context: MockContext;
  shutdown(): void;
}

/** Like the BFF's middleware on /api/*: state-changing calls without the CSRF header are refused, known path or not. */
const lacksCsrf = (method: string, request: Request) => method !== 'get' && headerOf(request, CSRF_HEADER) !== CSRF_HEADER_VALUE;

function wrap(route: MockRoute, context: MockContext) {
  return async (_schema: unknown, request: Request) => {
    if (lacksCsrf(route.method, request)) return failure('csrf');
    if (context.scenario === 'errors' && !WORKS_IN_ERRORS_SCENARIO.includes(route.path) && signedIn(context)) return failure(route.errorsScenario ?? 'generic');
    try {
      return await route.handle(request, context);
    } catch (error) {
      console.error('Mirage route failed', route.path, error);
      return failure('generic');
    }
  };
}

export function startMirage(options: MirageOptions): RunningMirage {
  const now = options.now ?? Date.now;
  const world = options.world ?? createWorld({ seed: options.seed ?? DEFAULT_SEED, now: now() });
  const context: MockContext = {
    world,
    scenario: options.scenario,
    now,
    credentials: createMockCredentials(world),
    storage: options.storage ?? globalThis.localStorage,
    transactions: [],
  };
  const timing = options.scenario === 'slow' ? options.slowMs ?? SLOW_SCENARIO_DEFAULT_MS : TIMING_BY_ENVIRONMENT[options.environment];
  const server = createServer({
    environment: options.environment,
    routes() {
      // Set here: miragejs 0.1.48 ignores the `logging` config option.
      this.logging = options.logging ?? false;
      for (const route of MOCK_ROUTES) this[route.method](route.path, wrap(route, context), { timing });
      for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        this[method]('/api/*rest', (_schema, request) => failure(lacksCsrf(method, request) ? 'csrf' : 'notFound'), { timing });
      }
      this.passthrough((request: Request) => !new URL(request.url, globalThis.location.href).pathname.startsWith('/api/'));
    },
  });
  return { server, world, scenario: options.scenario, context, shutdown: () => server.shutdown() };
}

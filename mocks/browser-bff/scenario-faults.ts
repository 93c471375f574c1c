/**
 * The scenarios that are about the network, not the data, as the forwarder plays them in front of the real BFF:
 * 'errors' fails every call once signed in, except signing in and out: a call the BFF answers over a downstream
 * service with 'downstreamUnavailable' (the marketplace logs with their own 'marketplaceLogsLoad'), one it answers
 * itself with 'generic'; 'slow' delays every answer. ('empty' is a world, mocks/world/empty-world.ts; 'default' the
 * seeded one; the names are in scenarios.ts.)
 */
import { API } from '@contract/api/paths';
import type { ErrorCode } from '@contract/errors';

/** Calls that still work in the 'errors' scenario, so one can sign in and out. */
const WORKS_IN_ERRORS_SCENARIO: readonly string[] = [API.loginUser, API.loginAdmin, API.logout];

/** Calls the BFF answers without a downstream service, which fail with the generic error. */
const OWN_CALL_PREFIXES = [
  '/api/admin/',
  '/api/auth/',
  '/api/authenticate/',
  '/api/dev/',
  '/api/main-search/',
  '/api/search/',
  '/api/support/',
  '/api/update/',
];

/** The code a signed-in call fails with in the 'errors' scenario, or null for the calls that still work. */
export function errorsScenarioCode(path: string): ErrorCode | null {
  if (WORKS_IN_ERRORS_SCENARIO.includes(path)) return null;
  if (path === API.marketplaceLogs || path.startsWith(`${API.marketplaceLogs}/`)) return 'marketplaceLogsLoad';
  if (OWN_CALL_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'generic';
  return 'downstreamUnavailable';
}

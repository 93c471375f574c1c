/**
 * Bench child for bench:dashboard: the floor the cached dashboard is measured against. The same HTTP server stack as
 * the BFF (bff/src/server.ts: @hono/node-server with a Hono app) answering GET /api/dashboard with the very bytes the
 * BFF answered, from an in-process Map keyed by company: no session, no store, no policy. Prints its URL (one JSON line).
 */
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import { listen } from '@bff/server';
import { BENCH_SELLER, exitWithParent, requiredEnv } from './bench-seller';

const answers = new Map<number, string>([[BENCH_SELLER.companyId, readFileSync(requiredEnv('BENCH_BODY_FILE'), 'utf8')]]);
const app = new Hono().get(API.dashboard, (c) => {
  const body = answers.get(BENCH_SELLER.companyId);
  return body === undefined ? c.notFound() : c.body(body, 200, { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store' });
});
const server = await listen(app.fetch, { port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
exitWithParent(() => server.close());

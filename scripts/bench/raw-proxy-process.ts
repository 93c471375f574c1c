/**
 * Bench child: the floor the BFF's list is measured against. A bare node:http server that forwards GET
 * BENCH_PROXY_API_PATH?… (default the orders list) to the marketplace's /v1/companies/<company>BENCH_PROXY_SERVICE_PATH?…
 * through one undici Pool, with the token the BFF would send for the bench seller signed up front (renewed before it
 * expires), and pipes status and body back. No session, no validation, no JSON parse/serialise. Prints its URL as one
 * JSON line.
 */
import { createServer } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Pool } from 'undici';
import { API } from '@contract/api/paths';
import { JWT_MAX_TTL_SECONDS } from '@contract/downstream/common';
import { BENCH_SELLER, exitWithParent, requiredEnv } from './bench-seller';
import { sellerAuthorization } from './seller-token';

const privateJwk = requiredEnv('BENCH_PRIVATE_JWK');
const keyId = requiredEnv('BENCH_KEY_ID');
const marketplace = new URL(requiredEnv('BENCH_MARKETPLACE_URL'));
const apiPath = process.env.BENCH_PROXY_API_PATH ?? API.orders;
const servicePath = `${marketplace.pathname.replace(/\/+$/, '')}/v1/companies/${BENCH_SELLER.companyId}${process.env.BENCH_PROXY_SERVICE_PATH ?? '/orders'}`;

let authorization = await sellerAuthorization(privateJwk, keyId);
const renew = setInterval(
  () =>
    void sellerAuthorization(privateJwk, keyId).then((value) => {
      authorization = value;
    }),
  (JWT_MAX_TTL_SECONDS - 60) * 1000,
);
renew.unref();

const pool = new Pool(marketplace.origin, { keepAliveTimeout: 10_000 });

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://raw-proxy');
  if (request.method !== 'GET' || url.pathname !== apiPath) {
    response.writeHead(404).end();
    return;
  }
  pool
    .request({ method: 'GET', path: servicePath + url.search, headers: { accept: 'application/json', authorization } })
    .then(async (answer) => {
      response.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type'] ?? 'application/json') });
      await pipeline(answer.body, response);
    })
    .catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('raw proxy: no TCP address');
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${address.port}` })}\n`);
});

exitWithParent(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await pool.close();
});

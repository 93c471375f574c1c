/**
 * Bench child: the sandbox over HTTP, with BENCH_ORDER_COUNT orders (default 100,000) for the bench seller's company
 * and tokens verified against BENCH_PUBLIC_JWK. The big book is generated and indexed before the URLs are printed (as
 * one JSON line), so no measured call pays for it and the BFF's first call does not hit its downstream timeout.
 */
import { createLocalJWKSet, type JWK } from 'jose';
import { parseOrderQuery } from '@contract/orders/order.query';
import { startSandbox } from '@mocks/sandbox/sandbox';
import { listOrders } from '@mocks/world/orders/order-list';
import { BENCH_SELLER, exitWithParent, requiredEnv } from './bench-seller';

const publicJwk = JSON.parse(requiredEnv('BENCH_PUBLIC_JWK')) as JWK;
const count = Number(process.env.BENCH_ORDER_COUNT ?? 100_000);

const sandbox = await startSandbox({
  verifyKey: createLocalJWKSet({ keys: [publicJwk] }),
  largeOrders: { companyId: BENCH_SELLER.companyId, count },
});
listOrders(sandbox.world, BENCH_SELLER.companyId, parseOrderQuery({}), Date.now());
process.stdout.write(`${JSON.stringify(sandbox.urls)}\n`);
exitWithParent(() => sandbox.close());

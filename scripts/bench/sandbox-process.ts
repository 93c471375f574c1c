/**
 * Bench child: the sandbox over HTTP with tokens verified against BENCH_PUBLIC_JWK, and for the bench seller's company
 * BENCH_ORDER_COUNT orders (bench:orders) and/or a catalogue of exactly BENCH_CATALOG_VARIANTS variants (bench:catalog).
 * The big data is generated and indexed before the URLs are printed (as one JSON line), so no measured call pays for
 * it and the BFF's first call does not hit its downstream timeout. With BENCH_CATALOG_SKU_FILE, the catalogue's variants
 * (SKU, price, retail price) are written there as JSON, for a bench whose import rows must really apply.
 */
import { writeFileSync } from 'node:fs';
import { createLocalJWKSet, type JWK } from 'jose';
import { parseOrderQuery } from '@contract/orders/order.query';
import { startSandbox } from '@mocks/sandbox/sandbox';
import { listOrders } from '@mocks/world/orders/order-list';
import { BENCH_SELLER, exitWithParent, requiredEnv } from './bench-seller';
import { catalogVariantPrices, warmCatalog } from './catalog-warm-up';

const publicJwk = JSON.parse(requiredEnv('BENCH_PUBLIC_JWK')) as JWK;
const optionalCount = (name: string) => (process.env[name] ? Number(process.env[name]) : null);
const orderCount = optionalCount('BENCH_ORDER_COUNT');
const variantCount = optionalCount('BENCH_CATALOG_VARIANTS');
const companyId = BENCH_SELLER.companyId;

const sandbox = await startSandbox({
  verifyKey: createLocalJWKSet({ keys: [publicJwk] }),
  ...(orderCount === null ? {} : { largeOrders: { companyId, count: orderCount } }),
  ...(variantCount === null ? {} : { largeCatalog: { companyId, variantCount } }),
});
if (orderCount !== null) listOrders(sandbox.world, companyId, parseOrderQuery({}), Date.now());
if (variantCount !== null) warmCatalog(sandbox.world, companyId);
const skuFile = process.env.BENCH_CATALOG_SKU_FILE;
if (skuFile) writeFileSync(skuFile, JSON.stringify(catalogVariantPrices(sandbox.world, companyId)));
process.stdout.write(`${JSON.stringify(sandbox.urls)}\n`);
exitWithParent(() => sandbox.close());

/**
 * `npm run bench:catalog`: the All Products (quick edit) list over a catalogue of BENCH_CATALOG_VARIANTS variants
 * (50,000) for one company, through the BFF beside the raw undici proxy of the same sandbox call, and beside the
 * sandbox called directly (with the token the BFF would send). Sandbox, BFF (DIST_DIR/server/start.js) and raw proxy
 * each run in a child process of their own. Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (10),
 * BENCH_CATALOG_VARIANTS (50000), BENCH_CATALOG_QUERY (the list's query string), BENCH_BFF_NODE_OPTIONS.
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { API } from '@contract/api/paths';
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import { BENCH_SELLER } from './bench-seller';
import { BffSession } from './bff-session';
import { benchKeys, envNumber, OUT_DIR, startStack } from './bench-stack';
import { catalogReportLines, CATALOG_TARGETS } from './catalog-report';
import { stopChild, type StartedChild } from './child-processes';
import { sameListThroughBoth } from './list-sample';
import { measureThroughput, type LoadOptions } from './measure-throughput';
import { totalCpuMs, writeFigures } from './report';
import { sellerAuthorization } from './seller-token';

/** A seller's everyday look: active variants on one marketplace, newest first, one page of 25. */
const LIST_QUERY = `?${process.env.BENCH_CATALOG_QUERY ?? 'tab=active&marketplace=hepsiburada&pageSize=25'}`;
const SERVICE_LIST_PATH = '/variants';

const log = (text: string) => process.stdout.write(`${text}\n`);

async function main(): Promise<void> {
  const variantCount = envNumber('BENCH_CATALOG_VARIANTS', 50_000);
  const load: LoadOptions = {
    connections: envNumber('BENCH_CONNECTIONS', 10),
    seconds: envNumber('BENCH_SECONDS', 10),
    warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 3),
  };
  const loadAtStart = loadavg()[0]!;
  const children: StartedChild[] = [];
  mkdirSync(OUT_DIR, { recursive: true });
  const bffLog = openSync(join(OUT_DIR, 'catalog-bff.log'), 'w');
  try {
    const keys = await benchKeys();
    const { bffUrl, rawUrl, serviceUrls, pids } = await startStack({
      keys,
      sandboxEnv: { BENCH_CATALOG_VARIANTS: String(variantCount) },
      proxyEnv: { BENCH_PROXY_API_PATH: API.variants, BENCH_PROXY_SERVICE_PATH: SERVICE_LIST_PATH },
      bffLog,
      children,
      log,
    });
    const session = await BffSession.signIn(bffUrl, BENCH_SELLER.email, BENCH_SELLER.password);
    const sample = await sameListThroughBoth<VariantListAnswer>(session, rawUrl, API.variants + LIST_QUERY);
    if (sample.items.length === 0) throw new Error(`${API.variants + LIST_QUERY} answers no rows: choose a BENCH_CATALOG_QUERY that matches some`);
    log(
      `list ${API.variants + LIST_QUERY}: ${sample.items.length} of ${sample.total} variants per request; measuring BFF, raw proxy, then the sandbox directly…`,
    );

    const directUrl = `${serviceUrls.marketplace.replace(/\/+$/, '')}/v1/companies/${BENCH_SELLER.companyId}${SERVICE_LIST_PATH}${LIST_QUERY}`;
    const bff = await measureThroughput('BFF', bffUrl + API.variants + LIST_QUERY, session.headers, load, { bff: pids.bff, sandbox: pids.sandbox });
    const raw = await measureThroughput('raw', rawUrl + API.variants + LIST_QUERY, {}, load, { 'raw proxy': pids.rawProxy, sandbox: pids.sandbox });
    // Signed just now: a token lives JWT_MAX_TTL_SECONDS (5 minutes), longer than this run.
    const direct = await measureThroughput('sandbox', directUrl, { authorization: await sellerAuthorization(keys.privateJwk, keys.kid) }, load, {
      sandbox: pids.sandbox,
    });

    const figures = {
      variantCount,
      companyId: BENCH_SELLER.companyId,
      loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0]! },
      load: { ...load, query: API.variants + LIST_QUERY },
      rowsPerPage: sample.items.length,
      matching: sample.total,
      list: {
        bff,
        raw,
        direct,
        ratio: bff.requestsPerSecond / raw.requestsPerSecond,
        directRatio: bff.requestsPerSecond / direct.requestsPerSecond,
        cpuRatio: totalCpuMs(raw) / totalCpuMs(bff),
      },
    };
    log('');
    for (const line of catalogReportLines(figures)) log(line);
    await writeFigures(join(OUT_DIR, 'catalog.json'), figures, CATALOG_TARGETS);
    log(`\nfigures: dist/bench/catalog.json; BFF log: dist/bench/catalog-bff.log`);
  } finally {
    await Promise.allSettled(children.map((child) => stopChild(child)));
    closeSync(bffLog);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`\nbench:catalog FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

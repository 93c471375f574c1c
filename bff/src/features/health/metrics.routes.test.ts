import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { prometheusMetrics } from '../../lib/prometheus-metrics';
import { StoreUnavailable } from '../../lib/store';
import { replaceService } from '../../test/replace-service';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import type { TestBrowser } from '../../test/browser';

const TOKEN = 'a-scraper-token-of-32-characters-or-more';

/** The value of one series, written as Prometheus names it (`name{label="value",…}`, a histogram's `_count`); null when absent. */
function seriesValue(text: string, series: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

let h: Harness;
let browser: TestBrowser;
harnessPerFile(
  (harness, fresh) => {
    h = harness;
    browser = fresh;
  },
  { env: { METRICS_TOKEN: TOKEN }, metrics: prometheusMetrics({ processMetrics: false }) },
);

const scrape = (authorization?: string) => h.app.request('/metrics', authorization ? { headers: { authorization } } : {});

describe('GET /metrics', () => {
  it('answers only the token it is configured with', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer not-the-token')).status).toBe(401);
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
  });

  it('counts requests by route pattern and status, never by raw path', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const detail = await browser.call(ORDER_ROUTES.detail, { params: { id: 999999999 } });
    expect(detail.status).toBe(404);
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(seriesValue(text, 'tezgah_http_request_duration_seconds_count{method="GET",route="/api/orders/:id",status="404"}')).toBe(1);
    expect(text).not.toContain('999999999');
  });

  it('measures downstream calls by outcome, and counts the circuits open now', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    const okBefore = seriesValue(before, 'tezgah_downstream_call_duration_seconds_count{service="marketplace",outcome="ok"}') ?? 0;
    expect((await browser.call(CLAIM_ROUTES.list)).status).toBe(200);
    replaceService(h, 'marketplace', () => new Response('{"error":"internal","message":"boom"}', { status: 500 }));
    for (let i = 0; i < 5; i++) await browser.call(CLAIM_ROUTES.list);
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(seriesValue(text, 'tezgah_downstream_call_duration_seconds_count{service="marketplace",outcome="ok"}')).toBeGreaterThan(okBefore);
    expect(seriesValue(text, 'tezgah_downstream_call_duration_seconds_count{service="marketplace",outcome="failed"}')).toBeGreaterThanOrEqual(5);
    expect(seriesValue(text, 'tezgah_circuits_open{service="marketplace"}')).toBe(1);
    expect(seriesValue(text, 'tezgah_circuit_opened_total{service="marketplace"}')).toBe(1);
  });
});

describe('GET /metrics read as Prometheus reads it', () => {
  it('parses as the text format, every family named tezgah_ with its help and type', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const families = parsePrometheusTextFormat(await (await scrape(`Bearer ${TOKEN}`)).text());
    expect(families.map((family) => family.name).sort()).toEqual([
      'tezgah_circuit_opened_total',
      'tezgah_circuits_open',
      'tezgah_downstream_call_duration_seconds',
      'tezgah_http_request_duration_seconds',
      'tezgah_job_duration_seconds',
      'tezgah_job_queue_jobs',
      'tezgah_store_unavailable_total',
    ]);
    expect(families.filter((family) => family.help === '' || family.type === 'UNTYPED')).toEqual([]);
  });
});

describe('GET /metrics on jobs and the store', () => {
  it('measures jobs by kind and outcome, and counts the queue by state', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    expect((await browser.call(CLAIM_ROUTES.export, { body: { tab: 'waiting' } })).status).toBe(202);
    await h.jobs.drain();
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(seriesValue(text, 'tezgah_job_duration_seconds_count{kind="claimExport",outcome="done"}')).toBe(1);
    expect(['waiting', 'active', 'delayed'].map((state) => seriesValue(text, `tezgah_job_queue_jobs{state="${state}"}`))).toEqual([0, 0, 0]);
  });

  it('counts the requests the store could not answer', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    h.store.get = () => Promise.reject(new StoreUnavailable(new Error('Redis is paused')));
    expect((await browser.call(AUTH_ROUTES.me)).status).toBe(503);
    expect(seriesValue(await (await scrape(`Bearer ${TOKEN}`)).text(), 'tezgah_store_unavailable_total')).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there', async () => {
    await h.reset({ env: {}, metrics: prometheusMetrics({ processMetrics: false }) });
    expect((await h.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});

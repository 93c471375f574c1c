import { prometheusMetrics } from '../../lib/prometheus-metrics';
import { replaceService } from '../../test/replace-service';
import { createHarness, type Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import type { TestBrowser } from '../../test/browser';

const TOKEN = 'a-scraper-token-of-32-characters-or-more';

/** The value of one series in Prometheus' text (null when absent). */
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
    const detail = await browser.get('/api/orders/999999999');
    expect(detail.status).toBe(404);
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(seriesValue(text, 'tezgah_http_request_duration_seconds_count{method="GET",route="/api/orders/:id",status="404"}')).toBe(1);
    expect(text).not.toContain('999999999');
  });

  it('measures downstream calls by outcome, and counts the circuits open now', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    const okBefore = seriesValue(before, 'tezgah_downstream_call_duration_seconds_count{service="marketplace",outcome="ok"}') ?? 0;
    expect((await browser.get('/api/claims')).status).toBe(200);
    replaceService(h, 'marketplace', () => new Response('{"error":"internal","message":"boom"}', { status: 500 }));
    for (let i = 0; i < 5; i++) await browser.get('/api/claims');
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(seriesValue(text, 'tezgah_downstream_call_duration_seconds_count{service="marketplace",outcome="ok"}')).toBeGreaterThan(okBefore);
    expect(seriesValue(text, 'tezgah_downstream_call_duration_seconds_count{service="marketplace",outcome="failed"}')).toBeGreaterThanOrEqual(5);
    expect(seriesValue(text, 'tezgah_circuits_open{service="marketplace"}')).toBe(1);
    expect(seriesValue(text, 'tezgah_circuit_opened_total{service="marketplace"}')).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there', async () => {
    const bare = await createHarness({ metrics: prometheusMetrics({ processMetrics: false }) });
    expect((await bare.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});

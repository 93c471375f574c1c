/** One trace from the browser request to the downstream call: the request's span, its call's span, and the traceparent the service receives. */
import { InMemorySpanExporter, BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import type { TestBrowser } from '../test/browser';
import type { Harness } from '../test/harness';
import { harnessPerFile } from '../test/harness-per-file';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const BROWSER_SPAN = '00f067aa0ba902b7';
const exporter = new InMemorySpanExporter();
const tracer = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).getTracer('test');

let h: Harness;
let browser: TestBrowser;
harnessPerFile(
  (harness, fresh) => {
    h = harness;
    browser = fresh;
    exporter.reset();
  },
  { tracer },
);

const traceparentsSent = () => h.downstreamRequests.map(({ request }) => request.headers.get('traceparent'));

describe('traces', () => {
  it("keeps the browser's trace id from its request through the BFF to the service", async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    h.downstreamRequests.length = 0;
    exporter.reset();
    const answer = await browser.get(CLAIM_ROUTES.list.path, { headers: { traceparent: `00-${TRACE_ID}-${BROWSER_SPAN}-01` } });
    expect(answer.status).toBe(200);

    const sent = traceparentsSent();
    expect(sent.length).toBeGreaterThan(0);
    for (const header of sent) expect(header).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
    const spans = exporter.getFinishedSpans();
    const server = spans.find((span) => span.name === 'GET /api/claims')!;
    expect(server.spanContext().traceId).toBe(TRACE_ID);
    expect(server.parentSpanContext?.spanId).toBe(BROWSER_SPAN);
    const calls = spans.filter((span) => span.name === 'GET marketplace');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect([call.spanContext().traceId, call.parentSpanContext?.spanId]).toEqual([TRACE_ID, server.spanContext().spanId]);
    expect(sent).toContain(`00-${TRACE_ID}-${calls[0]!.spanContext().spanId}-01`);
  });

  it('starts a trace of its own when the browser sends none', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    h.downstreamRequests.length = 0;
    exporter.reset();
    expect((await browser.get(CLAIM_ROUTES.list.path)).status).toBe(200);
    const server = exporter.getFinishedSpans().find((span) => span.name === 'GET /api/claims')!;
    expect(server.parentSpanContext).toBeUndefined();
    for (const header of traceparentsSent()) expect(header?.split('-')[1]).toBe(server.spanContext().traceId);
  });
});

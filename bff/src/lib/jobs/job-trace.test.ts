/**
 * A job's work joins the trace of the request that queued it: the job's span is a child of the request's span (by
 * the traceparent stored with the job), and the job's downstream calls are children of the job's span.
 */
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import { IMPORT_ROUTES } from '@contract/imports/import.routes';
import { VARIANT_ROUTES } from '@contract/catalog/variant.routes';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import { xlsxOf } from '../../test/workbooks';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const BROWSER_SPAN = 'b7ad6b7169203331';
const traceparent = `00-${TRACE_ID}-${BROWSER_SPAN}-01`;
const exporter = new InMemorySpanExporter();
const tracer = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).getTracer('test');

let h: Harness;
let browser: TestBrowser;
harnessPerFile(
  (harness, fresh) => {
    h = harness;
    browser = fresh;
  },
  { tracer },
);

/** The job's span, checked to hang under the request's, and its calls to `service`, checked to hang under it. */
function jobSpanUnder(requestSpan: string, jobName: string, service: string): ReadableSpan {
  const spans = exporter.getFinishedSpans();
  const request = spans.find((span) => span.name === requestSpan)!;
  expect([request.spanContext().traceId, request.parentSpanContext?.spanId]).toEqual([TRACE_ID, BROWSER_SPAN]);
  const job = spans.find((span) => span.name === jobName)!;
  expect([job.spanContext().traceId, job.parentSpanContext?.spanId]).toEqual([TRACE_ID, request.spanContext().spanId]);
  const calls = spans.filter((span) => span.name.endsWith(` ${service}`) && span.parentSpanContext?.spanId === job.spanContext().spanId);
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(call.spanContext().traceId).toBe(TRACE_ID);
  return job;
}

describe('job traces', () => {
  it("puts an export's job and its service calls in the trace of the request that queued it", async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    exporter.reset();
    const started = await browser.call(CLAIM_ROUTES.export, { body: { tab: 'waiting' }, headers: { traceparent } });
    expect(started.status).toBe(202);
    await h.jobs.drain();
    const job = jobSpanUnder('POST /api/claims/export', 'job claimExport', 'marketplace');
    expect(job.attributes).toMatchObject({ 'tezgah.job': 'claimExport', 'tezgah.attempt': 1, 'tezgah.outcome': 'done' });
  });

  it("does the same for an import's lookups and batches", async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const variants = ((await (await browser.call(VARIANT_ROUTES.list, { search: 'pageSize=3' })).json()) as VariantListAnswer).items;
    const file = await xlsxOf([['SKU', 'Price', 'Retail Price', 'Stock'], ...variants.map((variant) => [variant.sku, variant.price, variant.retailPrice, 4])]);
    exporter.reset();
    const started = await browser.call(IMPORT_ROUTES.upload, {
      params: { kind: 'stockPrice' },
      search: 'name=prices.xlsx&lang=en',
      body: file,
      headers: { traceparent },
    });
    expect(started.status).toBe(202);
    await h.jobs.drain();
    const job = jobSpanUnder(`POST ${IMPORT_ROUTES.upload.path}`, 'job stockPriceImport', 'marketplace');
    expect(job.attributes['tezgah.outcome']).toBe('done');
  });
});

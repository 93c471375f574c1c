/**
 * Hostile inputs for fuzzing the browser API with fast-check: path params, queries and JSON bodies made of prototype
 * keys, deep nesting, huge numbers and strings, wrong types, impossible dates, page sizes out of range and unicode,
 * and, where a route has a yup schema or a query codec, objects with its own field names filled the same way.
 * JSON bodies are built as text, so a `__proto__` key is really sent.
 */
import fc from 'fast-check';
import { isSchema, type AnyObjectSchema } from 'yup';
import { isUpload, type QueryCodec, type RouteDef } from '@contract/api/route-def';

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__'] as const;

const hostileKey = fc.constantFrom(...PROTOTYPE_KEYS);

const hugeNumber = fc.constantFrom('1e308', '-1e308', '9007199254740993', '-0', '1e21', '0.1e-400', '123456789012345678901234567890', '-1', '0', '2147483648');

const oddText = fc.constantFrom(
  '',
  ' ',
  '0x10',
  '1e3',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '99999999999999999999',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  'not-a-date',
  '9999-12-31T99:99:99Z',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\uFFFF\uD800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'İstanbul ŞĞÜÖÇ ı',
  '😀👩‍👩‍👧‍👦',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'asc',
  'desc',
  'all',
);

const hugeText = fc.constantFrom('a'.repeat(70_000), '😀'.repeat(5_000), '9'.repeat(400), `${'ş'.repeat(2_000)}`);

/** A string of the kinds above, or arbitrary (unicode included). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: oddText },
  { weight: 3, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 1, arbitrary: hugeNumber },
  { weight: 1, arbitrary: hostileKey },
  { weight: 1, arbitrary: fc.integer({ min: -1_000_000, max: 10_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: false }).map((date) => (Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toISOString())) },
  { weight: 1, arbitrary: hugeText },
);

/** Nesting far deeper than the body parser allows, as text. */
const deepText = fc
  .integer({ min: 30, max: 3_000 })
  .chain((depth) => fc.constantFrom('['.repeat(depth) + ']'.repeat(depth), `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

/** Any JSON value, as text, with hostile keys, numbers and strings. */
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('null', 'true', 'false', '{}', '[]'),
    hugeNumber,
    fc.double().map((n) => (Number.isFinite(n) ? JSON.stringify(n) : '1e999')),
    hostileString.map((s) => JSON.stringify(s)),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(fc.oneof(hostileKey, fc.string({ maxLength: 8 })), tie('value')), { maxLength: 4 })
      .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
  ),
})).value;

/** A JSON value meant for a field: mostly of some plausible kind, often not of the field's own. */
const fieldValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((s) => JSON.stringify(s)) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: hugeNumber },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: -5, max: 1_000_000 }), { maxLength: 3 }).map((items) => JSON.stringify(items)) },
  { weight: 1, arbitrary: jsonText },
);

function schemaFields(schema: AnyObjectSchema): string[] {
  return Object.keys((schema.describe() as { fields?: Record<string, unknown> }).fields ?? {});
}

function objectText(keys: readonly string[]): fc.Arbitrary<string> {
  const key = keys.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: hostileKey }) : hostileKey;
  return fc
    .array(fc.tuple(key, fieldValue), { maxLength: Math.max(3, keys.length + 1) })
    .map((entries) => `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`);
}

/** The text of a JSON body for a route: shaped by its schema (field names) or its filters, or any hostile JSON or non-JSON. */
export function bodyText(def: RouteDef): fc.Arbitrary<string> {
  const kind = def.body;
  const fields = kind !== undefined && !isUpload(kind) && isSchema(kind) ? schemaFields(kind as AnyObjectSchema) : queryKeys(def);
  return fc.oneof(
    { weight: 5, arbitrary: objectText(fields) },
    { weight: 2, arbitrary: jsonText },
    { weight: 1, arbitrary: deepText },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        'not json',
        '{"a":1}garbage',
        '\u0000',
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
      ),
    },
  );
}

const COMMON_QUERY_KEYS = ['tab', 'page', 'pageSize', 'sort', 'q', 'from', 'to', 'status', 'id', 'ids', 'kind', 'lang', 'marketplace', 'type'];

function queryKeys(def: RouteDef): string[] {
  const codec = def.query ?? (def.body && typeof def.body === 'object' && 'codec' in def.body ? (def.body.codec as QueryCodec<unknown>) : undefined);
  let own: string[];
  try {
    own = codec ? Object.keys(codec.toRaw(codec.parse({}))) : [];
  } catch {
    own = [];
  }
  return [...new Set([...own, ...COMMON_QUERY_KEYS])];
}

const pageSize = fc.constantFrom('-1', '0', '1', '25', '100', '101', '1000000', '1e9', '99999999999999999999', 'NaN');

/** A query string (with `?`) of the route's own keys, common list keys and prototype keys, with hostile values. */
export function queryText(def: RouteDef): fc.Arbitrary<string> {
  const keys = queryKeys(def);
  const value = fc.oneof({ weight: 4, arbitrary: hostileString }, { weight: 1, arbitrary: pageSize });
  const key = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: hostileKey },
    { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
  );
  return fc.array(fc.tuple(key, value), { maxLength: 6 }).map((pairs) => {
    const text = new URLSearchParams(pairs.map(([name, value]) => [wellFormed(name), wellFormed(value)])).toString();
    return text ? `?${text}` : '';
  });
}

/** Text any URL can carry: lone surrogates (which cannot be encoded) become U+FFFD, as a browser sends them. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** One path segment for a param, encoded: a plausible id most of the time (so the handler runs), else hostile text or broken escapes. */
const paramSegment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '7', '42', '1001', '1002', '100001', 'productVariant', 'stockPrice', 'fulfillmentDay', 'trendyol') },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_000_000 }).map(String) },
  { weight: 2, arbitrary: hostileString.filter((s) => s.length < 2_000).map((s) => encodeURIComponent(wellFormed(s))) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%C0%AF', '%2e%2e', '..', '%00', '%25', '1%2F2') },
);

/** The route's path with each param filled. */
export function pathText(def: RouteDef): fc.Arbitrary<string> {
  const names = Object.keys(def.params);
  return fc
    .array(paramSegment, { minLength: names.length, maxLength: names.length })
    .map((values) => def.path.replace(/:(\w+)(\{[^}]*\})?/g, (_match, name: string) => values[names.indexOf(name)] ?? ''));
}

/** Raw bytes for a file upload or a raw body. */
export const hostileBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 2_048 }),
  fc.constantFrom(new TextEncoder().encode('PK\u0003\u0004not really a zip'), new TextEncoder().encode('%PDF-1.4\n%%EOF'), new Uint8Array(0)),
);

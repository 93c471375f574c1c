/**
 * Compares two HTTP answers (the BFF's, the reference, and Mirage's): same status, same keys and value types all
 * the way down, and equal values except where a leeway says how the two may differ.
 */

/** 'type': only the kind of value must agree. 'url': same URL apart from host and parameter values. 'text': same
 * text once every URL in it is reduced to that structure. */
export type Leeway = 'type' | 'url' | 'text';

/** Dotted body paths (`user.email`, `items.*.link`, `*` for any key or index) and the leeway each one gets. */
export type Leeways = Readonly<Record<string, Leeway>>;

export interface Answer { status: number; body: unknown }

type Kind = 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean' | 'undefined' | 'other';

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const kind = typeof value;
  return kind === 'object' || kind === 'string' || kind === 'number' || kind === 'boolean' || kind === 'undefined' ? kind : 'other';
}

/** A URL without what may differ between the sides: the host and the values of its query parameters. */
export function urlStructure(text: string): string {
  try {
    const url = new URL(text);
    const keys = [...url.searchParams.keys()].sort().map((key) => `${key}=${url.searchParams.get(key) ? '…' : ''}`);
    return `${url.protocol}//<host>${url.pathname}?${keys.join('&')}`;
  } catch {
    return text;
  }
}

export function textStructure(text: string): string {
  return text.replace(/https?:\/\/[^\s"'<>]+/g, (url) => `<${urlStructure(url)}>`);
}

function leewayAt(path: readonly string[], leeways: Leeways): Leeway | undefined {
  for (const [pattern, leeway] of Object.entries(leeways)) {
    const parts = pattern.split('.');
    if (parts.length === path.length && parts.every((part, i) => part === '*' || part === path[i])) return leeway;
  }
  return undefined;
}

const show = (value: unknown) => JSON.stringify(value) ?? String(value);

interface Walk { leeways: Leeways; names: readonly [string, string]; found: string[] }

function walk(expected: unknown, actual: unknown, path: string[], shapeOnly: boolean, w: Walk): void {
  const where = path.length ? path.join('.') : '(body)';
  const [kindA, kindB] = [kindOf(expected), kindOf(actual)];
  if (kindA !== kindB) {
    w.found.push(`${where}: ${kindA} ${show(expected)} ≠ ${kindB} ${show(actual)}`);
    return;
  }
  const leeway = shapeOnly ? 'type' : leewayAt(path, w.leeways);
  if (kindA === 'object') {
    const [a, b] = [expected as Record<string, unknown>, actual as Record<string, unknown>];
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      if (!(key in b)) w.found.push(`${[...path, key].join('.')}: only in ${w.names[0]}`);
      else if (!(key in a)) w.found.push(`${[...path, key].join('.')}: only in ${w.names[1]}`);
      else walk(a[key], b[key], [...path, key], leeway === 'type', w);
    }
    return;
  }
  if (kindA === 'array') {
    const [a, b] = [expected as unknown[], actual as unknown[]];
    if (leeway !== 'type' && a.length !== b.length) w.found.push(`${where}: ${a.length} items ≠ ${b.length} items`);
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) walk(a[i], b[i], [...path, String(i)], leeway === 'type', w);
    return;
  }
  if (leeway === 'type' || Object.is(expected, actual)) return;
  if (kindA === 'string' && leeway === 'url' && urlStructure(expected as string) === urlStructure(actual as string)) return;
  if (kindA === 'string' && leeway === 'text' && textStructure(expected as string) === textStructure(actual as string)) return;
  const [a, b] = leeway === 'url' || leeway === 'text'
    ? [textStructure(expected as string), textStructure(actual as string)]
    : [expected, actual];
  w.found.push(`${where}: ${show(a)} ≠ ${show(b)}`);
}

/** Every difference between two JSON values, one line each; empty when they agree. */
export function diffJson(expected: unknown, actual: unknown, leeways: Leeways = {}, names: readonly [string, string] = ['BFF', 'Mirage']): string[] {
  const w: Walk = { leeways, names, found: [] };
  walk(expected, actual, [], false, w);
  return w.found;
}

export function diffAnswers(expected: Answer, actual: Answer, leeways: Leeways = {}, names: readonly [string, string] = ['BFF', 'Mirage']): string[] {
  const status = expected.status === actual.status ? [] : [`status: ${expected.status} ≠ ${actual.status}`];
  return [...status, ...diffJson(expected.body, actual.body, leeways, names)];
}

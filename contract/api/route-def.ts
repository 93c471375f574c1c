/**
 * One typed description per HTTP endpoint: method, path with its params, query, body, answer and policy. The BFF
 * registers its Hono routes from these (bff/src/lib/api-route.ts: validation and policy come from the description,
 * so a route cannot exist without them), and the SPA's one client is typed by them (web/src/lib/api-call.ts), so a
 * wrong path, param or body is a compile error on both sides. Downstream services use the same shape for their
 * calls (contract/downstream/*.routes.ts), with the policy left to their JWT checks.
 */
import type { AnyObjectSchema, InferType } from 'yup';
import type { ErrorCode } from '../errors';
import { compactQuery, type RawQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import type { Permission } from '../permissions';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call; the BFF attaches the matching middleware, and the role × route matrix pins the answers. */
export type Policy =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn'; readonly code?: ErrorCode }
  | { readonly kind: 'can'; readonly permission: Permission; readonly deny?: ErrorCode }
  /** Downstream calls: the service checks the caller's signed token itself. */
  | { readonly kind: 'token' };

export const policy = {
  public: (): Policy => ({ kind: 'public' }),
  signedIn: (code?: ErrorCode): Policy => (code ? { kind: 'signedIn', code } : { kind: 'signedIn' }),
  can: (permission: Permission, deny?: ErrorCode): Policy => (deny ? { kind: 'can', permission, deny } : { kind: 'can', permission }),
  token: (): Policy => ({ kind: 'token' }),
};

/** The names of a path's params: '/api/orders/:id/cancel' → 'id'. A Hono pattern such as `:action{down|up}` names 'action'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? StripPattern<Param> | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? StripPattern<Param>
    : never;
type StripPattern<Param extends string> = Param extends `${infer Name}{${string}` ? Name : Param;

/** Reads one path param; null means no such record (404). */
export interface ParamReader<T extends string | number> {
  read(value: string): T | null;
}

export const param = {
  /** A whole positive id, digits only (contract wholeId). */
  id: { read: (value: string) => wholeId(value) } satisfies ParamReader<number>,
  /** Any non-empty text (a token, a file key). */
  text: { read: (value: string) => (value === '' ? null : value) } satisfies ParamReader<string>,
  /** Text of a given shape (a file key), else not found. */
  matching(pattern: RegExp): ParamReader<string> {
    return { read: (value) => (pattern.test(value) ? value : null) };
  },
  /** One of a fixed set (a marketplace code, an import kind). */
  oneOf<T extends string>(values: readonly T[]): ParamReader<T> {
    return { read: (value) => ((values as readonly string[]).includes(value) ? (value as T) : null) };
  },
};

/** How a list or filter query travels: parsed from the URL's strings, checked, and written back. */
export interface QueryCodec<Q> {
  parse(raw: RawQuery): Q;
  /** Field errors (i18n keys) of a parsed query, or null. */
  problems?(query: Q): Record<string, string> | null;
  toRaw(query: Q): Record<string, string>;
}

/** A query of plain optional strings (a search box, a file name). */
export function textQuery<K extends string>(keys: readonly K[]): QueryCodec<Partial<Record<K, string>>> {
  return {
    parse: (raw) => Object.fromEntries(keys.flatMap((key) => (raw[key] ? [[key, raw[key]]] : []))) as Partial<Record<K, string>>,
    toRaw: (query) => compactQuery(query),
  };
}

/** The answer's type, carried by the description only (nothing at run time). */
export interface Answer<T> {
  readonly kind: 'json';
  /** Phantom: never set. */
  readonly type?: T;
}
/** A file or other bytes the handler writes itself (downloads). */
export interface FileAnswer {
  readonly kind: 'file';
}
/** A list's filters sent as a flat JSON object of strings, as the URL holds them (exports); the handler gets them parsed. */
export interface FiltersBody<Q> {
  readonly kind: 'filters';
  readonly codec: QueryCodec<Q>;
}
export const filtersBody = <Q>(codec: QueryCodec<Q>): FiltersBody<Q> => ({ kind: 'filters', codec });

/** The most bytes a JSON body (or a list's filters) may hold; an upload declares its own. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** Room for a multipart form's boundaries, headers and text fields beside its files. */
export const FORM_FIELDS_BYTES = 16 * 1024;

/**
 * An upload: a multipart form or a file's raw bytes, which the handler reads and checks itself. The route's body limit
 * (attached by the BFF per route) answers 413 `fileTooLarge` with `tooLarge` as its fields from a declared
 * Content-Length over `maxBytes` without reading, and counts a chunked body.
 */
export interface UploadBody<K extends 'multipart' | 'raw' = 'multipart' | 'raw'> {
  readonly kind: K;
  readonly maxBytes: number;
  /** The field errors (i18n keys) of the 413, naming the form field that carried too much. */
  readonly tooLarge?: Readonly<Record<string, string>>;
}
type UploadLimit = Omit<UploadBody, 'kind'>;
export const multipart = (limit: UploadLimit): UploadBody<'multipart'> => ({ kind: 'multipart', ...limit });
export const rawFile = (limit: UploadLimit): UploadBody<'raw'> => ({ kind: 'raw', ...limit });
export const isUpload = (body: BodyKind | undefined): body is UploadBody =>
  typeof body === 'object' && 'kind' in body && (body.kind === 'multipart' || body.kind === 'raw');

/** A JSON body checked by its yup schema, a list's filters, a multipart form, or the raw bytes of a file. */
export type BodyKind = AnyObjectSchema | FiltersBody<unknown> | UploadBody;

export const answer = <T>(): Answer<T> => ({ kind: 'json' });

/**
 * What the browser sends when it is wider than the schema's checked type (a form may send null where the schema
 * answers a required-field refusal): declared beside the schema, carried by the description only.
 */
export interface Sent<T> {
  readonly kind: 'sent';
  /** Phantom: never set. */
  readonly type?: T;
}
export const sent = <T>(): Sent<T> => ({ kind: 'sent' });
export const fileAnswer = (): FileAnswer => ({ kind: 'file' });

export interface RouteDef<
  M extends Method = Method,
  P extends string = string,
  Params extends Record<string, string | number> = Record<string, string | number>,
  Q = unknown,
  B extends BodyKind | undefined = BodyKind | undefined,
  A extends Answer<unknown> | FileAnswer = Answer<unknown> | FileAnswer,
> {
  readonly method: M;
  readonly path: P;
  readonly params: { readonly [K in keyof Params]: ParamReader<Params[K]> };
  readonly query?: QueryCodec<Q>;
  readonly body?: B;
  /** The error code of a refused body (default 'validation'). */
  readonly refusal?: (fields: Record<string, string>) => ErrorCode;
  /** What the browser sends, when wider than the schema's type. */
  readonly sends?: Sent<unknown>;
  readonly answer: A;
  /** Status of a successful answer (default 200; a null answer is 204). */
  readonly status?: 200 | 201 | 202 | 204;
  readonly policy: Policy;
}

/** A route's params as the handler and the caller see them. */
export type ParamsOf<R> = R extends { params: infer Readers } ? { -readonly [K in keyof Readers]: Readers[K] extends ParamReader<infer T> ? T : never } : never;
export type QueryOf<R> = R extends { query?: QueryCodec<infer Q> } ? Q : never;
/** What the browser sends: the schema's input, the filters as raw strings, a form, or bytes. */
export type BodyOf<R> = R extends { sends: Sent<infer T> } ? T : R extends { body?: infer B } ? SentBody<NonNullable<B>> : undefined;
type SentBody<B> = B extends AnyObjectSchema
  ? InferType<B>
  : B extends FiltersBody<unknown>
    ? RawQuery
    : B extends UploadBody<'multipart'>
      ? FormData
      : B extends UploadBody<'raw'>
        ? Blob
        : undefined;
export type AnswerOf<R> = R extends { answer: Answer<infer T> } ? T : R extends { answer: FileAnswer } ? Blob : never;

type ParamReaders<P extends string> = { readonly [K in ParamNames<P>]: ParamReader<string | number> };
type ReadParams<R> = { [K in keyof R]: R[K] extends ParamReader<infer T> ? T : never };

interface RouteOptions<P extends string, Readers, Q, B extends BodyKind | undefined, A extends Answer<unknown> | FileAnswer, S> {
  params?: Readers;
  query?: QueryCodec<Q>;
  body?: B;
  refusal?: (fields: Record<string, string>) => ErrorCode;
  sends?: S;
  answer: A;
  status?: 200 | 201 | 202 | 204;
  policy: Policy;
  /** Phantom: ties the options to the path. */
  readonly path?: P;
}

/** Params default to ids: a path's `:id`, `:orderId`… need no reader unless they are something else. */
type DefaultReaders<P extends string> = { readonly [K in ParamNames<P>]: ParamReader<number> };

function define<M extends Method>(method: M) {
  return <
    const P extends string,
    Readers extends Partial<ParamReaders<P>> = DefaultReaders<P>,
    Q = never,
    B extends BodyKind | undefined = undefined,
    A extends Answer<unknown> | FileAnswer = Answer<null>,
    S extends Sent<unknown> | undefined = undefined,
  >(
    path: P,
    options: RouteOptions<P, Readers, Q, B, A, S>,
  ): Defined<M, P, Readers, Q, B, A, S> => {
    const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const given = (options.params ?? {}) as Record<string, ParamReader<string | number>>;
    const params = Object.fromEntries(names.map((name) => [name, given[name] ?? param.id]));
    const { params: _given, ...rest } = options;
    return { method, path, ...rest, params } as unknown as Defined<M, P, Readers, Q, B, A, S>;
  };
}

type Defined<M extends Method, P extends string, Readers, Q, B extends BodyKind | undefined, A extends Answer<unknown> | FileAnswer, S> = RouteDef<
  M,
  P,
  ReadParams<Omit<DefaultReaders<P>, keyof Readers> & Readers>,
  Q,
  B,
  A
> &
  ([S] extends [Sent<unknown>] ? { readonly sends: S } : unknown);

export const route = {
  get: define('GET'),
  post: define('POST'),
  put: define('PUT'),
  patch: define('PATCH'),
  delete: define('DELETE'),
};

/** Whether a call changes something (CSRF applies to every method but GET). */
export const mutates = (def: Pick<RouteDef, 'method'>) => def.method !== 'GET';

/** A path with its params filled in, each encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path param ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Reads a path's params with the route's readers; null when any is not a valid value (the record cannot exist). */
export function readParams<R extends RouteDef>(def: R, raw: Readonly<Record<string, string | undefined>>): ParamsOf<R> | null {
  const out: Record<string, string | number> = {};
  for (const [name, reader] of Object.entries(def.params) as [string, ParamReader<string | number>][]) {
    const value = reader.read(raw[name] ?? '');
    if (value === null) return null;
    out[name] = value;
  }
  return out as ParamsOf<R>;
}

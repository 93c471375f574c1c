/** The BFF's environment variables: one table (also the README's source), read and checked once at start. */
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '@contract/imports/import.types';
import { CONFIG_VARIABLES } from './config-variables';
import { TURKEY_CAP_READINGS, type TurkeyCapReading } from '@contract/packages/turkey-cap';
import { filesS3Of, unsharedFileProblems, type FilesS3Config } from './lib/files/files-config';
import { redisTargetOf } from './lib/redis-config';
import type { RedisTarget } from './lib/redis-target';

export interface Config {
  port: number;
  host: string;
  /** The origin browsers use, for links and CSRF checks. null only in sandbox mode on PORT=0: start.ts takes the bound address. */
  publicOrigin: string | null;
  /** SANDBOX=1 and no service URLs: start.ts embeds the sandbox and createApp adds its dev routes (outbox, outages). */
  sandbox: boolean;
  /** REDIS_URL, the Sentinel-named primary (REDIS_SENTINELS) or a cluster (REDIS_CLUSTER_NODES); null: sessions and jobs in this process only. */
  redis: RedisTarget | null;
  redisKeyPrefix: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** null: no downstream configured, start.ts embeds the sandbox. */
  downstreamUrls: Record<ServiceName, string> | null;
  jwtPrivateJwk: JsonWebKey | null;
  downstreamTimeoutMs: number;
  supportCenterUrl: string;
  /** Where sellers' own systems call the seller API with their keys (API Settings shows it); start.ts fills it in sandbox mode. */
  sellerApiUrl: string | null;
  version2CompanyIds: number[];
  trustProxy: boolean;
  loginMaxPerAccount: number;
  loginMaxPerIp: number;
  loginWindowMinutes: number;
  signUpMaxPerIp: number;
  staticDir: string;
  serveWeb: boolean;
  /** Folder the export jobs write their .xlsx files to (created when missing). */
  exportDir: string;
  /** Which §5 reading of the Turkey-bound price limit the embedded sandbox enforces (real services have their own). */
  sandboxTurkeyCap: TurkeyCapReading;
  /** The dashboard cache: figures younger than this are served as they are (DASHBOARD_FRESH_SECONDS). */
  dashboardFreshSeconds: number;
  /** Older figures are served stale while a refresh runs, up to this age; then dropped (DASHBOARD_MAX_STALE_SECONDS). */
  dashboardMaxStaleSeconds: number;
  /** Folder the imports keep their uploaded workbooks and error files in (created when missing). */
  uploadDir: string;
  /** The S3 bucket every replica keeps its files in (FILES_S3_*); null: EXPORT_DIR and UPLOAD_DIR on disk. */
  filesS3: FilesS3Config | null;
  /** Spec §5's import limits (IMPORT_* variables); the importer screens show them. */
  importLimits: ImportLimits;
  /** Background jobs running at once in this process. */
  jobConcurrency: number;
  /** With Redis: how long a running job's lock lasts without renewal before another process may take the job over. */
  jobLockMs: number;
  /** On SIGTERM: how long requests in progress may take to finish before the process closes what is left. */
  shutdownGraceSeconds: number;
  /** Where traces go (OTEL_EXPORTER_OTLP_ENDPOINT, an OTLP/HTTP collector's base URL); null: none recorded. */
  otelEndpoint: string | null;
  otelServiceName: string;
  /** The bearer token GET /metrics answers to; null: no metrics endpoint. */
  metricsToken: string | null;
  /** What start.ts prints once at start: settings that work but are risky (ALLOW_HTTP_ORIGIN, a fresh key with real services). */
  startWarnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

export function readConfig(env: Env): Config {
  const problems: string[] = [];
  const raw = (name: string): string | undefined => {
    const value = env[name]?.trim();
    if (value) return value;
    return CONFIG_VARIABLES.find((v) => v.name === name)?.default ?? undefined;
  };
  const integer = (name: string, min: number, max = Number.MAX_SAFE_INTEGER): number => {
    const text = raw(name) ?? '';
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) problems.push(`${name} must be a whole number from ${min} to ${max} (got "${text}")`);
    return value;
  };
  const decimal = (name: string, min: number, max: number): number => {
    const text = raw(name) ?? '';
    const value = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text) || value < min || value > max) problems.push(`${name} must be a number from ${min} to ${max} (got "${text}")`);
    return value;
  };
  const url = (name: string, origin: boolean): string | null => {
    const text = raw(name);
    if (text === undefined) return null;
    try {
      const parsed = new URL(text);
      if (!['http:', 'https:', 'redis:', 'rediss:'].includes(parsed.protocol)) throw new Error('protocol');
      if (origin && (parsed.pathname !== '/' || parsed.search || parsed.hash)) throw new Error('not an origin');
      return origin ? parsed.origin : text.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be ${origin ? 'an origin like https://portal.example.com' : 'an absolute URL'} (got "${text}")`);
      return null;
    }
  };
  const ids = (name: string): number[] => {
    const parts = (raw(name) ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.some((p) => !/^\d+$/.test(p))) problems.push(`${name} must be comma-separated company ids (got "${raw(name)}")`);
    return parts.map(Number);
  };
  const boolean = (name: string): boolean => {
    const text = (raw(name) ?? '').toLowerCase();
    if (!['true', 'false', '1', '0', 'yes', 'no'].includes(text)) problems.push(`${name} must be true or false (got "${text}")`);
    return ['true', '1', 'yes'].includes(text);
  };

  const oneOf = <T extends string>(name: string, values: readonly T[]): T => {
    const text = raw(name) ?? '';
    if (!values.includes(text as T)) problems.push(`${name} must be one of ${values.join(', ')} (got "${text}")`);
    return text as T;
  };

  const serviceUrls = SERVICES.map((service) => [service, url(`${service.toUpperCase()}_URL`, false)] as const);
  const given = serviceUrls.filter(([, value]) => value !== null);
  if (given.length > 0 && given.length < SERVICES.length) {
    const missing = serviceUrls.filter(([, value]) => value === null).map(([s]) => `${s.toUpperCase()}_URL`);
    problems.push(`${missing.join(', ')} missing: set all ${SERVICES.length} service URLs or none (none needs SANDBOX=1)`);
  }
  const production = env.NODE_ENV?.trim() === 'production';
  const sandboxOptIn = boolean('SANDBOX');
  if (production && sandboxOptIn) problems.push("SANDBOX must not be set with NODE_ENV=production: the sandbox's dev routes answer without a session");
  if (given.length === 0 && !sandboxOptIn) {
    problems.push(
      `No downstream: set ${serviceUrls.map(([s]) => `${s.toUpperCase()}_URL`).join(', ')}, or SANDBOX=1 to embed the demo sandbox (npm start sets it)`,
    );
  }
  for (const [service, value] of serviceUrls) {
    if (value && !/^https?:/.test(value)) problems.push(`${service.toUpperCase()}_URL must be an http(s) URL`);
  }

  const redisUrl = url('REDIS_URL', false);
  if (redisUrl && !/^rediss?:/.test(redisUrl)) problems.push('REDIS_URL must start with redis:// or rediss://');
  const redis = redisTargetOf(
    {
      url: redisUrl,
      sentinels: raw('REDIS_SENTINELS'),
      name: raw('REDIS_SENTINEL_NAME'),
      password: raw('REDIS_PASSWORD'),
      cluster: raw('REDIS_CLUSTER_NODES'),
    },
    problems,
  );
  const publicOrigin = url('PUBLIC_ORIGIN', true);
  if (publicOrigin && !/^https?:/.test(publicOrigin)) problems.push('PUBLIC_ORIGIN must be an http(s) origin');
  if (raw('PUBLIC_ORIGIN') === undefined && (production || given.length > 0)) {
    problems.push('PUBLIC_ORIGIN is required with NODE_ENV=production or service URLs set: the origin browsers use, like https://portal.example.com');
  }
  const sandbox = sandboxOptIn && given.length === 0 && !production;
  const startWarnings = productionChecks(
    { production, realServices: given.length > 0, publicOrigin, jwk: raw('JWT_PRIVATE_JWK'), allowHttp: boolean('ALLOW_HTTP_ORIGIN') },
    problems,
  );
  const port = integer('PORT', 0, 65535);
  const host = raw('HOST') ?? '127.0.0.1';
  const supportCenterUrl = url('SUPPORT_CENTER_URL', false);
  if (supportCenterUrl && !/^https?:/.test(supportCenterUrl)) problems.push('SUPPORT_CENTER_URL must be an http(s) URL');
  const sellerApiUrl = url('SELLER_API_URL', false);
  if (sellerApiUrl && !/^https?:/.test(sellerApiUrl)) problems.push('SELLER_API_URL must be an http(s) URL');

  const config: Config = {
    port,
    host,
    publicOrigin: publicOrigin ?? (sandbox && port > 0 ? listeningOrigin(host, port) : null),
    sandbox,
    redis,
    redisKeyPrefix: raw('REDIS_KEY_PREFIX') ?? 'tezgah:',
    sessionIdleMinutes: integer('SESSION_IDLE_MINUTES', 1, 24 * 60),
    sessionAbsoluteHours: integer('SESSION_ABSOLUTE_HOURS', 1, 24 * 30),
    downstreamUrls: given.length === SERVICES.length ? (Object.fromEntries(serviceUrls) as Record<ServiceName, string>) : null,
    jwtPrivateJwk: readJwk(raw('JWT_PRIVATE_JWK'), problems),
    downstreamTimeoutMs: integer('DOWNSTREAM_TIMEOUT_MS', 100, 120_000),
    supportCenterUrl: supportCenterUrl ?? '',
    sellerApiUrl,
    version2CompanyIds: ids('VERSION2_COMPANY_IDS'),
    trustProxy: boolean('TRUST_PROXY'),
    loginMaxPerAccount: integer('LOGIN_MAX_PER_ACCOUNT', 1, 1000),
    loginMaxPerIp: integer('LOGIN_MAX_PER_IP', 1, 100_000),
    loginWindowMinutes: integer('LOGIN_WINDOW_MINUTES', 1, 24 * 60),
    signUpMaxPerIp: integer('SIGNUP_MAX_PER_IP', 1, 100_000),
    staticDir: raw('STATIC_DIR') ?? 'dist/web',
    serveWeb: boolean('SERVE_WEB'),
    exportDir: raw('EXPORT_DIR') ?? join(tmpdir(), 'tezgah-exports'),
    sandboxTurkeyCap: oneOf('SANDBOX_TURKEY_CAP', TURKEY_CAP_READINGS),
    dashboardFreshSeconds: integer('DASHBOARD_FRESH_SECONDS', 1, 7 * 86_400),
    dashboardMaxStaleSeconds: integer('DASHBOARD_MAX_STALE_SECONDS', 1, 30 * 86_400),
    uploadDir: raw('UPLOAD_DIR') ?? join(tmpdir(), 'tezgah-uploads'),
    filesS3: filesS3Of(
      { bucket: raw('FILES_S3_BUCKET'), endpoint: url('FILES_S3_ENDPOINT', false), region: raw('FILES_S3_REGION'), pathStyle: boolean('FILES_S3_PATH_STYLE') },
      problems,
    ),
    importLimits: {
      maxFileBytes: DEFAULT_IMPORT_LIMITS.maxFileBytes,
      maxRows: integer('IMPORT_MAX_ROWS', 1, 1_000_000),
      batchSize: integer('IMPORT_BATCH_SIZE', 1, 1000),
      maxProductPriceUsd: decimal('IMPORT_MAX_PRODUCT_PRICE_USD', 1, 10_000_000),
      maxPriceRiseMultiple: decimal('IMPORT_MAX_PRICE_RISE_MULTIPLE', 1, 1000),
      maxPriceDropPercent: decimal('IMPORT_MAX_PRICE_DROP_PERCENT', 0, 99),
      dailyPriceUpdateMultiple: decimal('IMPORT_DAILY_PRICE_UPDATE_MULTIPLE', 0, 1000),
      measureUpdatesPerDay: integer('IMPORT_MEASURE_UPDATES_PER_DAY', 0, 1000),
      maxMeasureMultiple: decimal('IMPORT_MAX_MEASURE_MULTIPLE', 1, 1000),
      vatPercent: decimal('IMPORT_VAT_PERCENT', 0, 100),
    },
    jobConcurrency: integer('JOB_CONCURRENCY', 1, 32),
    jobLockMs: integer('JOB_LOCK_MS', 1000, 3_600_000),
    shutdownGraceSeconds: integer('SHUTDOWN_GRACE_SECONDS', 0, 3600),
    metricsToken: metricsTokenOf(raw('METRICS_TOKEN'), problems),
    otelEndpoint: url('OTEL_EXPORTER_OTLP_ENDPOINT', false),
    otelServiceName: serviceNameOf(raw('OTEL_SERVICE_NAME'), problems),
    startWarnings,
  };
  problems.push(...unsharedFileProblems({ production, redis, filesS3: config.filesS3, sharedDisk: boolean('FILES_SHARED_DISK') }));
  if (config.dashboardFreshSeconds > config.dashboardMaxStaleSeconds) problems.push('DASHBOARD_FRESH_SECONDS must not exceed DASHBOARD_MAX_STALE_SECONDS');
  if (!isAbsolute(config.exportDir)) problems.push(`EXPORT_DIR must be an absolute path (got "${config.exportDir}")`);
  if (!isAbsolute(config.uploadDir)) problems.push(`UPLOAD_DIR must be an absolute path (got "${config.uploadDir}")`);
  if (config.sessionIdleMinutes > config.sessionAbsoluteHours * 60) {
    problems.push('SESSION_IDLE_MINUTES must not exceed SESSION_ABSOLUTE_HOURS');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Sandbox mode's default PUBLIC_ORIGIN: http://localhost:PORT on a loopback or every-interface HOST, else http://HOST:PORT. */
export function listeningOrigin(host: string, port: number): string {
  const name = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * A fleet needs one signing key: each process without JWT_PRIVATE_JWK makes its own per start, so a token signed by
 * one replica fails against the JWKS another answers, and every restart invalidates the tokens in flight; production
 * refuses that. An http origin sends session cookies without Secure and no HSTS: refused unless ALLOW_HTTP_ORIGIN.
 */
function productionChecks(
  given: { production: boolean; realServices: boolean; publicOrigin: string | null; jwk: string | undefined; allowHttp: boolean },
  problems: string[],
): string[] {
  const warnings: string[] = [];
  const freshKey = 'a fresh key per start: tokens signed by one replica fail against another, and a restart voids the tokens in flight';
  if (given.production && given.jwk === undefined) {
    problems.push(`JWT_PRIVATE_JWK is required with NODE_ENV=production (unset means ${freshKey})`);
  } else if (given.realServices && given.jwk === undefined) {
    warnings.push(`JWT_PRIVATE_JWK is not set: ${freshKey}. Set it before running more than one BFF process.`);
  }
  if (given.production && given.publicOrigin?.startsWith('http:')) {
    if (given.allowHttp) {
      warnings.push(`PUBLIC_ORIGIN is ${given.publicOrigin} (http:, allowed by ALLOW_HTTP_ORIGIN): session cookies are sent without Secure and HSTS is off.`);
    } else {
      problems.push(
        'PUBLIC_ORIGIN must be https with NODE_ENV=production (session cookies would lack Secure, no HSTS); set ALLOW_HTTP_ORIGIN=true to allow http',
      );
    }
  }
  return warnings;
}

function readJwk(text: string | undefined, problems: string[]): JsonWebKey | null {
  if (text === undefined) return null;
  try {
    const jwk = JSON.parse(text) as JsonWebKey;
    if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d || !jwk.x || !jwk.y) throw new Error('shape');
    return jwk;
  } catch {
    problems.push('JWT_PRIVATE_JWK must be a JSON EC P-256 private JWK (kty EC, crv P-256, with d, x, y)');
    return null;
  }
}

function serviceNameOf(value: string | undefined, problems: string[]): string {
  const name = value ?? 'tezgah-bff';
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(name)) problems.push(`OTEL_SERVICE_NAME must be letters, digits, dots, dashes and underscores (got "${name}")`);
  return name;
}

/** A token a scraper cannot guess: 32 characters or more. */
function metricsTokenOf(value: string | undefined, problems: string[]): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < 32) problems.push('METRICS_TOKEN must be at least 32 characters');
  return value;
}

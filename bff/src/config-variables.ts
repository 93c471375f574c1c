/** Every environment variable the BFF reads, with its default and meaning: readConfig's defaults and the README's table. */
import { SERVICES } from '@contract/downstream/common';
import { DEFAULT_DASHBOARD_FRESH_SECONDS, DEFAULT_DASHBOARD_MAX_STALE_SECONDS } from '@contract/dashboard/dashboard-cache.types';
import { DEFAULT_IMPORT_LIMITS } from '@contract/imports/import.types';
import { DEFAULT_TURKEY_CAP_READING, TURKEY_CAP_READINGS } from '@contract/packages/turkey-cap';

export interface ConfigVariable {
  name: string;
  /** As written in the environment; null = optional with no default. */
  default: string | null;
  meaning: string;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '8080', meaning: 'TCP port the BFF listens on (0 = any free port).' },
  { name: 'HOST', default: '127.0.0.1', meaning: 'Interface to listen on (0.0.0.0 in containers).' },
  {
    name: 'NODE_ENV',
    default: null,
    meaning: '`production` (the Docker image sets it) requires an https PUBLIC_ORIGIN and JWT_PRIVATE_JWK, and refuses SANDBOX.',
  },
  {
    name: 'SANDBOX',
    default: 'false',
    meaning:
      'true: with no service URL set, embed the demo sandbox and its dev routes, which answer without a session (`/api/dev/outbox` shows every reset link). `npm start`, `npm run serve` and `npm run dev` set it; refused with NODE_ENV=production.',
  },
  {
    name: 'PUBLIC_ORIGIN',
    default: null,
    meaning:
      'The origin browsers use (https://portal.example.com): links and CSRF checks use it, never a request header; https makes cookies Secure. Required with NODE_ENV=production or service URLs; in sandbox mode it defaults to the listening address (http://localhost:PORT).',
  },
  {
    name: 'REDIS_URL',
    default: null,
    meaning:
      'redis:// URL for sessions, sign-in counters, bookmarks, caches and the job queue. Unset (and no REDIS_SENTINELS or REDIS_CLUSTER_NODES): kept in memory (one process only).',
  },
  {
    name: 'REDIS_SENTINELS',
    default: null,
    meaning:
      'Redis Sentinel instead of REDIS_URL: the sentinels as host:port pairs separated by commas; the BFF asks them for the primary named REDIS_SENTINEL_NAME and follows a failover.',
  },
  { name: 'REDIS_SENTINEL_NAME', default: 'mymaster', meaning: "With REDIS_SENTINELS: the primary's name in the sentinels' configuration." },
  {
    name: 'REDIS_CLUSTER_NODES',
    default: null,
    meaning:
      "Redis Cluster instead of REDIS_URL: some of its nodes as host:port pairs separated by commas (the BFF learns the rest). The job queue's keys share one hash tag, {<REDIS_KEY_PREFIX>bull}, so a queue lives in one slot.",
  },
  { name: 'REDIS_PASSWORD', default: null, meaning: "With REDIS_SENTINELS or REDIS_CLUSTER_NODES: the Redis nodes' password (REDIS_URL carries its own)." },
  { name: 'REDIS_KEY_PREFIX', default: 'tezgah:', meaning: 'Prefix of every Redis key the BFF writes.' },
  { name: 'SESSION_IDLE_MINUTES', default: '30', meaning: 'A session ends after this many minutes without a request.' },
  { name: 'SESSION_ABSOLUTE_HOURS', default: '12', meaning: 'A session ends this many hours after sign-in, however active.' },
  ...SERVICES.map((service) => ({
    name: `${service.toUpperCase()}_URL`,
    default: null,
    meaning: `Base URL of the ${service} service${service === 'audit' ? " (the admin audit trail: an admin's change is refused while it cannot record it)" : ''}. Set all ${SERVICES.length} service URLs, or none and SANDBOX=1 for the embedded sandbox.`,
  })),
  {
    name: 'JWT_PRIVATE_JWK',
    default: null,
    meaning:
      'EC P-256 private JWK (JSON) that signs downstream tokens; required with NODE_ENV=production. Unset: a fresh key pair per start (one process only).',
  },
  { name: 'DOWNSTREAM_TIMEOUT_MS', default: '5000', meaning: 'Connect, headers and body timeout of every downstream call.' },
  {
    name: 'SUPPORT_CENTER_URL',
    default: 'https://support.tezgah.dev/requests',
    meaning: 'External support center the top bar links to (with a short-lived ?token=).',
  },
  {
    name: 'SELLER_API_URL',
    default: null,
    meaning:
      "Base URL of the marketplace's seller API that API keys open (API Settings shows it and a curl example). Unset in sandbox mode: the embedded marketplace's address + /seller-api/v1.",
  },
  { name: 'VERSION2_COMPANY_IDS', default: '1002', meaning: 'Comma-separated company ids flagged as version 2.' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    meaning: "true behind a reverse proxy: the client IP of the sign-in limits is X-Forwarded-For's last hop. Links and origins come from PUBLIC_ORIGIN only.",
  },
  {
    name: 'LOGIN_MAX_PER_ACCOUNT',
    default: '5',
    meaning: 'Failed sign-ins per e-mail address from one client IP within the window before that address gets 429 for it (other IPs are not locked).',
  },
  {
    name: 'LOGIN_MAX_PER_IP',
    default: '100',
    meaning: 'Failed sign-ins per client IP across accounts within the window before 429 for every account (looser: a whole office may sit behind one IP).',
  },
  {
    name: 'SIGNUP_MAX_PER_IP',
    default: '20',
    meaning: 'Sign-ups (registrations, accepted or refused) per client IP within LOGIN_WINDOW_MINUTES before 429 tooManySignUps.',
  },
  { name: 'LOGIN_WINDOW_MINUTES', default: '15', meaning: 'Window of the sign-in and sign-up limits.' },
  { name: 'STATIC_DIR', default: 'dist/web', meaning: 'Built SPA served by `npm start` (index.html answers client routes).' },
  { name: 'SERVE_WEB', default: 'true', meaning: 'false: serve the API only (npm run dev, where Vite serves the SPA).' },
  {
    name: 'SANDBOX_TURKEY_CAP',
    default: DEFAULT_TURKEY_CAP_READING,
    meaning: `Turkey-bound package price limit the embedded sandbox enforces (the requirements give two readings; docs/decisions.md): ${TURKEY_CAP_READINGS.map((r) => `\`${r}\``).join(' or ')}.`,
  },
  {
    name: 'DASHBOARD_FRESH_SECONDS',
    default: String(DEFAULT_DASHBOARD_FRESH_SECONDS),
    meaning: 'The dashboard is cached per company; figures younger than this are served from the cache as they are.',
  },
  {
    name: 'DASHBOARD_MAX_STALE_SECONDS',
    default: String(DEFAULT_DASHBOARD_MAX_STALE_SECONDS),
    meaning: 'Older cached figures are served (marked stale, with their time) while a refresh runs or when a service fails, up to this age.',
  },
  {
    name: 'EXPORT_DIR',
    default: null,
    meaning: 'Absolute path of the folder for export files (created when missing). Unset: `tezgah-exports` in the system temp folder.',
  },
  {
    name: 'UPLOAD_DIR',
    default: null,
    meaning:
      'Absolute path of the folder for uploaded import workbooks and their error files, kept as long as their transactions (30 days). Unset: `tezgah-uploads` in the system temp folder.',
  },
  {
    name: 'FILES_S3_BUCKET',
    default: null,
    meaning:
      "S3 bucket (AWS S3, MinIO, any S3 API) for export files, uploaded workbooks and error files, under `exports/` and `uploads/`, so every replica reads what another wrote. Credentials come from the AWS SDK's usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a role). Unset: EXPORT_DIR and UPLOAD_DIR on disk.",
  },
  { name: 'FILES_S3_ENDPOINT', default: null, meaning: 'URL of an S3 API other than AWS (MinIO: http://minio:9000). Unset: AWS S3 in FILES_S3_REGION.' },
  { name: 'FILES_S3_REGION', default: 'us-east-1', meaning: "The bucket's region." },
  { name: 'FILES_S3_PATH_STYLE', default: 'false', meaning: 'true: path-style addresses (endpoint/bucket/key), as MinIO and most self-hosted S3 APIs need.' },
  {
    name: 'FILES_SHARED_DISK',
    default: 'false',
    meaning:
      'true: EXPORT_DIR and UPLOAD_DIR are folders every replica mounts (NFS). With NODE_ENV=production and REDIS_URL (a fleet), the BFF refuses to start unless FILES_S3_BUCKET or this says where the shared files are.',
  },
  { name: 'IMPORT_MAX_ROWS', default: String(DEFAULT_IMPORT_LIMITS.maxRows), meaning: 'Rows one import file may hold (after its header row).' },
  { name: 'IMPORT_BATCH_SIZE', default: String(DEFAULT_IMPORT_LIMITS.batchSize), meaning: 'Rows an import sends to the marketplace service per call.' },
  {
    name: 'IMPORT_MAX_PRODUCT_PRICE_USD',
    default: String(DEFAULT_IMPORT_LIMITS.maxProductPriceUsd),
    meaning: 'Price-import limit: the largest product price (price + commission + its VAT + marketplace fee + its VAT) an import may set, in US dollars.',
  },
  {
    name: 'IMPORT_MAX_PRICE_RISE_MULTIPLE',
    default: String(DEFAULT_IMPORT_LIMITS.maxPriceRiseMultiple),
    meaning: 'Price-import limit: a new price may be at most this multiple of the current one.',
  },
  {
    name: 'IMPORT_MAX_PRICE_DROP_PERCENT',
    default: String(DEFAULT_IMPORT_LIMITS.maxPriceDropPercent),
    meaning: 'A new price may be at most this percentage below the current one (docs/decisions.md, Prices).',
  },
  {
    name: 'IMPORT_DAILY_PRICE_UPDATE_MULTIPLE',
    default: String(DEFAULT_IMPORT_LIMITS.dailyPriceUpdateMultiple),
    meaning: 'Price-import limit: price changes a company may make a day, as a multiple of its SKU count.',
  },
  {
    name: 'IMPORT_MEASURE_UPDATES_PER_DAY',
    default: String(DEFAULT_IMPORT_LIMITS.measureUpdatesPerDay),
    meaning: "Price-import limit: how many times a day a variant's weight, deci or dimensions may change through an import.",
  },
  {
    name: 'IMPORT_MAX_MEASURE_MULTIPLE',
    default: String(DEFAULT_IMPORT_LIMITS.maxMeasureMultiple),
    meaning: 'Price-import limit: a new weight, deci or dimension may be at most this multiple of the current one.',
  },
  {
    name: 'IMPORT_VAT_PERCENT',
    default: String(DEFAULT_IMPORT_LIMITS.vatPercent),
    meaning: 'VAT on commission and marketplace fee, in percent, for the product price limit.',
  },
  { name: 'JOB_CONCURRENCY', default: '1', meaning: 'Background jobs (exports, imports) one BFF process runs at once.' },
  {
    name: 'JOB_LOCK_MS',
    default: '30000',
    meaning:
      "With Redis: a job's lock, renewed every half of it while its process runs. A job whose process died is taken over by another process (or the restarted one) once the lock lapses, found by a check every half of it: within 1 to 2 times this long. It goes on from its recorded progress.",
  },
  {
    name: 'ALLOW_HTTP_ORIGIN',
    default: 'false',
    meaning:
      'true: let NODE_ENV=production start with an http:// PUBLIC_ORIGIN (a private test deployment), with a warning: cookies are then not Secure and HSTS is off.',
  },
  {
    name: 'SHUTDOWN_GRACE_SECONDS',
    default: '20',
    meaning:
      "On SIGTERM: /healthz answers 503 and new requests are refused, requests in progress get this long to finish; then the process closes. Keep it under the orchestrator's kill timeout (30 s in Kubernetes and Docker).",
  },
  {
    name: 'METRICS_TOKEN',
    default: null,
    meaning:
      'At least 32 characters: GET /metrics answers Prometheus metrics (requests, downstream calls, open circuits, jobs and the queue, store outages, the process) to `Authorization: Bearer <METRICS_TOKEN>`. Unset: no metrics endpoint.',
  },
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    default: null,
    meaning:
      "Base URL of an OpenTelemetry collector (OTLP over HTTP, e.g. http://otel-collector:4318): requests and their downstream calls are sent as traces to <URL>/v1/traces. Unset: nothing is recorded, and a caller's traceparent is still passed on to the services.",
  },
  { name: 'OTEL_SERVICE_NAME', default: 'tezgah-bff', meaning: 'The service name the traces carry.' },
];

/** The table as Markdown, for the README. */
export function configTableMarkdown(): string {
  const rows = CONFIG_VARIABLES.map((v) => `| \`${v.name}\` | ${v.default === null ? '—' : `\`${v.default}\``} | ${v.meaning} |`);
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

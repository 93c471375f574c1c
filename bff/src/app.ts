/** createApp(deps): the BFF as a Hono app, without listening (server.ts listens, start.ts wires everything). */
import type { Tracer } from '@opentelemetry/api';
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import type { Config } from './config';
import { adminRoutes } from './features/admin/admin.routes';
import { adminCategoriesRoutes } from './features/admin-taxonomy/admin-categories.routes';
import { adminAttributesRoutes } from './features/admin-taxonomy/admin-attributes.routes';
import { authRoutes } from './features/auth/auth.routes';
import { nativeSignInRoutes } from './features/auth/native-sign-in.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { adminTagsRoutes } from './features/admin-tags/admin-tags.routes';
import { tagAssignRoutes } from './features/imports/tag-assign.routes';
import { adminLogisticsRoutes } from './features/admin-logistics/admin-logistics.routes';
import { etgbImportRoutes } from './features/imports/etgb-import.routes';
import { adminLeadTimesRoutes } from './features/admin-lead-times/admin-lead-times.routes';
import { adminPriceStockSyncRoutes } from './features/admin-price-stock-sync/admin-price-stock-sync.routes';
import { adminRateCapsRoutes } from './features/admin-rate-caps/admin-rate-caps.routes';
import { adminReportsRoutes } from './features/admin-reports/admin-reports.routes';
import { leadTimeImportRoutes } from './features/imports/lead-time-import.routes';
import { adminStockToolsRoutes } from './features/admin-stock-tools/admin-stock-tools.routes';
import { stockBulkImportRoutes } from './features/imports/stock-bulk-import.routes';
import { adminCommissionsRoutes } from './features/admin-commissions/admin-commissions.routes';
import { commissionImportRoutes } from './features/imports/commission-import.routes';
import { categoryBlockImportRoutes, lockUpdateImportRoutes, priceBlockImportRoutes } from './features/imports/tool-imports.routes';
import { adminMpProductsRoutes } from './features/admin-mp-products/admin-mp-products.routes';
import { adminBrandsRoutes } from './features/admin-brands/admin-brands.routes';
import { adminCategoryCrossRoutes } from './features/admin-crossing/admin-category-cross.routes';
import { adminAttributeCrossingRoutes } from './features/admin-crossing/admin-attribute-crossing.routes';
import { adminValidationRoutes } from './features/admin-products/admin-validation.routes';
import { adminToolsRoutes } from './features/admin-products/admin-tools.routes';
import { orderClaimToolsRoutes } from './features/admin-orders/order-claim-tools.routes';
import { approvalsRoutes } from './features/admin-orders/approvals.routes';
import { bookmarksRoutes } from './features/bookmarks/bookmarks.routes';
import { brandsRoutes } from './features/brands/brands.routes';
import { categoriesRoutes } from './features/categories/categories.routes';
import { adminDashboardCacheRoutes } from './features/admin-dashboard-cache/admin-dashboard-cache.routes';
import { adminHardDeleteRoutes } from './features/admin-hard-delete/admin-hard-delete.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { todayCachesOf, todayInvalidation } from './features/dashboard/today-caches';
import { todayRoutes } from './features/dashboard/today.routes';
import { devRoutes } from './features/dev/dev.routes';
import { healthRoutes } from './features/health/health.routes';
import { metricsRoutes } from './features/health/metrics.routes';
import { marketplaceLogsRoutes } from './features/marketplace-logs/marketplace-logs.routes';
import { marketplaceSalesRoutes } from './features/marketplace-sales/marketplace-sales.routes';
import { mpProductsRoutes } from './features/mp-products/mp-products.routes';
import { ordersRoutes } from './features/orders/orders.routes';
import { packagesRoutes } from './features/packages/packages.routes';
import { productsRoutes } from './features/products/products.routes';
import { deletedProductsRoutes } from './features/product-edit/deleted-products.routes';
import { productEditRoutes } from './features/product-edit/product-edit.routes';
import { variantRoutes } from './features/product-edit/variant.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { nativePasswordRoutes } from './features/password/native-password.routes';
import { passwordRoutes } from './features/password/password.routes';
import { reconciliationRoutes } from './features/reconciliation/reconciliation.routes';
import { searchRoutes } from './features/search/search.routes';
import { sessionRoutes } from './features/session/session.routes';
import { spaRoutes } from './features/spa/spa.routes';
import { supportRoutes } from './features/support/support.routes';
import { transactionsRoutes } from './features/transactions/transactions.routes';
import { importsRoutes } from './features/imports/imports.routes';
import { claimsRoutes } from './features/claims/claims.routes';
import { questionsRoutes } from './features/questions/questions.routes';
import { companyInfoRoutes } from './features/company-info/company-info.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { logisticsRoutes } from './features/logistics/logistics.routes';
import { helpRoutes } from './features/help/help.routes';
import { apiSettingsRoutes } from './features/api-settings/api-settings.routes';
import { campaignsRoutes } from './features/campaigns/campaigns.routes';
import { adminCampaignsRoutes } from './features/campaigns/admin-campaigns.routes';
import { campaignSkuRoutes } from './features/imports/campaign-sku.routes';
import { currencyRatesRoutes } from './features/currency-rates/currency-rates.routes';
import { staffExportsRoutes } from './features/admin-exports/staff-exports.routes';
import { companyToolsRoutes } from './features/admin-company-tools/company-tools.routes';
import { jobHandlers } from './job-handlers';
import type { AppContext } from './lib/app-context';
import type { AppEnv } from './lib/app-env';
import { systemClock, type Clock } from './lib/clock';
import { dashboardCacheOf } from './lib/dashboard-cache-setup';
import type { DevServiceControl } from './lib/dev-service-control';
import type { AppFiles } from './lib/files/app-files';
import { nodeFiles } from './lib/files/node-files';
import { Downstream } from './lib/downstream';
import type { Transport } from './lib/downstream-transport';
import { InProcessJobQueue, jobRunner, type JobQueue, type JobRunner } from './lib/jobs/job-queue';
import { TransactionStore } from './lib/jobs/transaction-store';
import { stdoutSink, type LogSink } from './lib/logger';
import { NO_METRICS, type AppMetrics } from './lib/metrics';
import { LoginLimiter } from './lib/login-limiter';
import { Services } from './lib/services';
import { SessionCookie } from './lib/session-cookie';
import { Sessions } from './lib/sessions';
import type { Store } from './lib/store';
import type { TokenSigner } from './lib/token-signer';
import { csrf } from './middleware/csrf';
import { errorHandler, notFound } from './middleware/on-error';
import { requestId } from './middleware/request-id';
import { requestLog } from './middleware/request-log';
import { requestMetrics } from './middleware/request-metrics';
import { securityHeaders } from './middleware/security-headers';
import { session } from './middleware/session';
import { NO_TRACER } from './lib/tracing';
import { requestTrace } from './middleware/request-trace';
import { readAsCaller } from './lib/read-as-caller';

export interface AppDeps {
  config: Config;
  store: Store;
  signer: TokenSigner;
  /** How downstream calls travel: poolTransport(urls) in production, fetchTransport(apps) in tests. */
  transport: Transport;
  clock?: Clock;
  logSink?: LogSink;
  /** With config.sandbox (the dev routes exist only then): takes the sandbox's services down and up (POST /api/dev/services/...). */
  sandboxServices?: DevServiceControl;
  /**
   * Runs background jobs (exports, imports) with `run`, the one path every job takes; defaults to an in-process queue.
   * start.ts gives a Redis queue when REDIS_URL is set, and keeps it to close on shutdown.
   */
  jobs?: (run: JobRunner, transactions: TransactionStore) => JobQueue;
  /** Folder of the built SPA to serve, with index.html for client routes; null/absent serves none. */
  staticDir?: string | null;
  /**
   * Export files, uploaded workbooks, and how workbooks are written and read: nodeFiles(config) in Node (start.ts, the
   * test harness; the default), pageFiles() for the BFF in a page (mocks/browser-bff).
   */
  files?: AppFiles;
  /** What is measured for GET /metrics: prometheusMetrics() in Node (start.ts); nothing by default. */
  metrics?: AppMetrics;
  /** Records requests and downstream calls as spans: an exporting tracer in Node when configured (start.ts); none by default. */
  tracer?: Tracer;
}

/** Reset tokens travel in the path of GET reset-password/:token; logs show the route instead. */
const redactPath = (path: string) => (path.startsWith(`${API.resetPassword}/`) ? `${API.resetPassword}/:token` : path);

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const sink = deps.logSink ?? stdoutSink;
  if (!config.publicOrigin) throw new Error('createApp needs config.publicOrigin (start.ts sets the listening address)');
  const origin = { publicOrigin: config.publicOrigin };
  const metrics = deps.metrics ?? NO_METRICS;
  const tracer = deps.tracer ?? NO_TRACER;
  const downstream = new Downstream(deps.transport, deps.signer, { clock, deadlineMs: config.downstreamTimeoutMs * 2, log: sink, metrics, tracer });
  metrics.observeCircuits(() => downstream.openCircuits());
  const services = new Services(downstream);
  const transactions = new TransactionStore({ store: deps.store, clock });
  let jobs: JobQueue | null = null;
  const ctx: AppContext = {
    config,
    origin,
    clock,
    store: deps.store,
    signer: deps.signer,
    downstream,
    cookie: new SessionCookie(origin),
    sessions: new Sessions({
      store: deps.store,
      clock,
      idleMs: config.sessionIdleMinutes * 60_000,
      absoluteMs: config.sessionAbsoluteHours * 3_600_000,
    }),
    limiter: new LoginLimiter({
      store: deps.store,
      clock,
      windowMs: config.loginWindowMinutes * 60_000,
      maxPerAccount: config.loginMaxPerAccount,
      maxPerIp: config.loginMaxPerIp,
      maxSignUpsPerIp: config.signUpMaxPerIp,
    }),
    flagLists: { version2: config.version2CompanyIds },
    transactions,
    get jobs(): JobQueue {
      if (!jobs) throw new Error('job queue not ready');
      return jobs;
    },
    dashboardCache: dashboardCacheOf(config, deps.store, clock, sink),
    files: deps.files ?? nodeFiles(config),
  };

  const run = jobRunner({ handlers: jobHandlers(ctx, services), transactions, logSink: sink, metrics, tracer });
  jobs = deps.jobs?.(run, transactions) ?? new InProcessJobQueue({ run, concurrency: config.jobConcurrency });
  metrics.observeQueue(() => ctx.jobs.counts());

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestTrace(tracer));
  app.use(requestLog({ sink, redactPath }));
  app.use(requestMetrics(metrics));
  app.use(securityHeaders(origin));
  app.use(async function requestServices(c, next) {
    c.set('services', services.withRequestId(c.get('requestId'), c.get('trace')));
    c.set('log', sink);
    c.set('readAsCaller', (path) => readAsCaller(app, c, path));
    await next();
  });
  app.use('/api/*', csrf(origin));
  app.use('/api/*', session({ sessions: ctx.sessions, cookie: ctx.cookie }));
  const todayCaches = todayCachesOf(config, deps.store, clock, sink);
  app.use('/api/*', todayInvalidation(todayCaches));

  app.route('/', healthRoutes(ctx));
  app.route('/', metricsRoutes(metrics, config.metricsToken));
  app.route('/', authRoutes(ctx));
  app.route('/', sessionRoutes(ctx));
  app.route('/', passwordRoutes(ctx));
  app.route('/', bookmarksRoutes(ctx));
  app.route('/', searchRoutes());
  app.route('/', supportRoutes(ctx));
  app.route('/', adminRoutes(ctx));
  app.route('/', transactionsRoutes(ctx));
  app.route('/', importsRoutes(ctx));
  app.route('/', ordersRoutes(ctx));
  app.route('/', packagesRoutes(ctx));
  app.route('/', productEditRoutes());
  app.route('/', variantRoutes());
  app.route('/', deletedProductsRoutes());
  app.route('/', reconciliationRoutes(ctx));
  app.route('/', paymentsRoutes());
  app.route('/', dashboardRoutes(ctx));
  app.route('/', todayRoutes(todayCaches, ctx));
  app.route('/', adminDashboardCacheRoutes(ctx, Object.values(todayCaches)));
  app.route('/', adminHardDeleteRoutes(ctx));
  app.route('/', adminCategoriesRoutes());
  app.route('/', adminAttributesRoutes());
  app.route('/', auditRoutes());
  app.route('/', adminTagsRoutes(ctx));
  app.route('/', tagAssignRoutes(ctx));
  app.route('/', adminLogisticsRoutes());
  app.route('/', etgbImportRoutes(ctx));
  app.route('/', adminLeadTimesRoutes(ctx));
  app.route('/', adminPriceStockSyncRoutes());
  app.route('/', adminRateCapsRoutes());
  app.route('/', adminReportsRoutes(ctx));
  app.route('/', leadTimeImportRoutes(ctx));
  app.route('/', adminStockToolsRoutes(ctx));
  app.route('/', stockBulkImportRoutes(ctx));
  app.route('/', adminCommissionsRoutes());
  app.route('/', commissionImportRoutes(ctx));
  app.route('/', categoryBlockImportRoutes(ctx));
  app.route('/', priceBlockImportRoutes(ctx));
  app.route('/', lockUpdateImportRoutes(ctx));
  app.route('/', adminMpProductsRoutes(ctx));
  app.route('/', adminBrandsRoutes(ctx));
  app.route('/', adminCategoryCrossRoutes(ctx));
  app.route('/', adminAttributeCrossingRoutes());
  app.route('/', adminValidationRoutes(ctx));
  app.route('/', adminToolsRoutes());
  app.route('/', orderClaimToolsRoutes(ctx));
  app.route('/', approvalsRoutes(ctx));
  app.route('/', marketplaceSalesRoutes());
  app.route('/', mpProductsRoutes());
  app.route('/', marketplaceLogsRoutes());
  app.route('/', productsRoutes());
  app.route('/', brandsRoutes());
  app.route('/', categoriesRoutes());
  app.route('/', claimsRoutes(ctx));
  app.route('/', questionsRoutes());
  app.route('/', companyInfoRoutes());
  app.route('/', messagesRoutes());
  app.route('/', logisticsRoutes(ctx));
  app.route('/', helpRoutes(ctx));
  app.route('/', apiSettingsRoutes(ctx));
  app.route('/', campaignsRoutes());
  app.route('/', campaignSkuRoutes(ctx));
  app.route('/', adminCampaignsRoutes(ctx));
  app.route('/', currencyRatesRoutes());
  app.route('/', companyToolsRoutes(ctx));
  app.route('/', staffExportsRoutes(ctx));
  if (config.sandbox) app.route('/', devRoutes(deps.sandboxServices));
  if (deps.staticDir) app.route('/', nativeSignInRoutes(ctx));
  if (deps.staticDir) app.route('/', nativePasswordRoutes(ctx));
  if (deps.staticDir) app.route('/', spaRoutes(deps.staticDir, ctx));

  app.onError(errorHandler({ sink, metrics }));
  app.notFound(notFound);
  return app;
}

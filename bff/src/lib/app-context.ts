/** What feature routers are built from (created once by createApp). */
import type { CompanyIdLists } from '@contract/api/user-info';
import type { Config } from '../config';
import type { Clock } from './clock';
import type { DashboardCache } from './dashboard-cache';
import type { Downstream } from './downstream';
import type { AppFiles } from './files/app-files';
import type { JobQueue } from './jobs/job-queue';
import type { TransactionStore } from './jobs/transaction-store';
import type { LoginLimiter } from './login-limiter';
import type { OriginSettings } from './request-origin';
import type { SessionCookie } from './session-cookie';
import type { Sessions } from './sessions';
import type { Store } from './store';
import type { TokenSigner } from './token-signer';

export interface AppContext {
  config: Config;
  origin: OriginSettings;
  clock: Clock;
  store: Store;
  sessions: Sessions;
  cookie: SessionCookie;
  limiter: LoginLimiter;
  signer: TokenSigner;
  downstream: Downstream;
  flagLists: CompanyIdLists;
  /** Background jobs (exports) and the transactions that track them. */
  transactions: TransactionStore;
  jobs: JobQueue;
  /** Export files and uploaded workbooks, and how workbooks are written and read (AppDeps.files). */
  files: AppFiles;
  /** The per-company dashboard cache (GET /api/dashboard and the admin tool). */
  dashboardCache: DashboardCache;
}

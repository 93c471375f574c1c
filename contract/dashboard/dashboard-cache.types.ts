/** The admin tool /admin/dashboard-cache: GET lists the cached dashboards, DELETE clears one company's or all. */

/** The BFF's default windows (DASHBOARD_FRESH_SECONDS, DASHBOARD_MAX_STALE_SECONDS). */
export const DEFAULT_DASHBOARD_FRESH_SECONDS = 60;
export const DEFAULT_DASHBOARD_MAX_STALE_SECONDS = 86_400;

export interface DashboardCacheEntry {
  companyId: number;
  companyName: string;
  /** When the cached figures were gathered (ISO instant). */
  asOf: string;
  ageSeconds: number;
  /** Size of the cached figures in bytes (UTF-8 JSON). */
  sizeBytes: number;
  stale: boolean;
}

/** GET /api/admin/dashboard-cache, and the answer of both DELETEs (what is left). */
export interface DashboardCacheAnswer {
  items: DashboardCacheEntry[];
  /** Figures younger than this are served as they are. */
  freshSeconds: number;
  /** Figures older than this are dropped; older than the fresh window they are served stale and refreshed. */
  maxStaleSeconds: number;
}

/** One Lighthouse performance run of a page of the built portal, in a Chromium that chrome-launcher started. */
import lighthouse, { desktopConfig, type Config } from 'lighthouse';

export type Profile = 'mobile' | 'desktop';

export interface PageFigures {
  page: string;
  path: string;
  profile: Profile;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred (compressed, with headers) by resource type: script, stylesheet, document, font, other… */
  transferred: Record<string, number>;
}

interface ResourceSummaryItem {
  resourceType: string;
  transferSize: number;
}

const numeric = (audits: Record<string, { numericValue?: number }>, id: string) => {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
  return value;
};

/** Lighthouse's default config is its mobile profile (a mid-range phone on a slow 4G line, simulated). */
const CONFIGS: Record<Profile, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

export async function measurePage(
  chromePort: number,
  target: { page: string; url: string; path: string; cookie?: string },
  profile: Profile,
): Promise<PageFigures> {
  const result = await lighthouse(
    target.url,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The signed-in pages get the session as the browser would send it.
      extraHeaders: target.cookie ? { Cookie: target.cookie } : null,
    },
    CONFIGS[profile],
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${target.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== target.url) throw new Error(`${target.url} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
  const details = lhr.audits['resource-summary']?.details;
  const items = details && 'items' in details ? (details.items as unknown as ResourceSummaryItem[]) : [];
  return {
    page: target.page,
    path: target.path,
    profile,
    score: lhr.categories.performance?.score ?? 0,
    lcpMs: numeric(lhr.audits, 'largest-contentful-paint'),
    tbtMs: numeric(lhr.audits, 'total-blocking-time'),
    cls: numeric(lhr.audits, 'cumulative-layout-shift'),
    transferred: Object.fromEntries(items.map((item) => [item.resourceType, item.transferSize])),
  };
}

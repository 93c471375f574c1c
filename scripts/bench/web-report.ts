/** The web bench's targets and closing table. */
import type { BundleFigures } from './web-bundle';
import type { PageFigures, Profile } from './web-lighthouse';
import { verdict } from './report';

export const WEB_TARGETS = { minScore: { mobile: 0.9, desktop: 0.98 }, maxSignInKb: 100, maxRouteChunkKb: 60 } as const;

export interface WebBenchFigures {
  loadAverage: { atStart: number; atEnd: number };
  runs: number;
  pages: PageFigures[];
  bundle: BundleFigures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Script and stylesheet bytes a page transferred (compressed). */
export const jsCssBytes = (page: PageFigures) => (page.transferred.script ?? 0) + (page.transferred.stylesheet ?? 0);

function pageRow(p: PageFigures): string {
  const types = Object.entries(p.transferred)
    .filter(([type, bytes]) => type !== 'total' && bytes > 0)
    .map(([type, bytes]) => `${type} ${kb(bytes)}`)
    .join(', ');
  const met = p.score >= WEB_TARGETS.minScore[p.profile];
  return (
    `${p.profile.padEnd(7)} ${p.page.padEnd(12)} score ${p.score.toFixed(2)} (${verdict(met)})  LCP ${(p.lcpMs / 1000).toFixed(2)} s` +
    `  TBT ${p.tbtMs.toFixed(0)} ms  CLS ${p.cls.toFixed(3)}  transferred ${kb(p.transferred.total ?? 0)} (${types})`
  );
}

/** The median of each page's runs by score (the run Lighthouse itself would advise reading). */
export function medianRuns(pages: PageFigures[]): PageFigures[] {
  const groups = new Map<string, PageFigures[]>();
  for (const page of pages) groups.set(`${page.profile} ${page.page}`, [...(groups.get(`${page.profile} ${page.page}`) ?? []), page]);
  return [...groups.values()].map((runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!);
}

export function webReportLines(figures: WebBenchFigures): string[] {
  const medians = medianRuns(figures.pages);
  const signIn = medians.filter((p) => p.page === 'sign-in');
  const { firstLoad, routeChunks } = figures.bundle;
  const biggest = routeChunks[0];
  const profiles: Profile[] = ['mobile', 'desktop'];
  return [
    `pages (median of ${figures.runs} run${figures.runs === 1 ? '' : 's'} each, Lighthouse simulated throttling):`,
    ...profiles.flatMap((profile) => medians.filter((p) => p.profile === profile).map(pageRow)),
    ...signIn.map(
      (p) =>
        `sign-in JS + CSS transferred (${p.profile}): ${kb(jsCssBytes(p))} (target ≤ ${WEB_TARGETS.maxSignInKb} KB: ${verdict(jsCssBytes(p) <= WEB_TARGETS.maxSignInKb * 1024)})`,
    ),
    `build: first load ${firstLoad.files} files, JS ${kb(firstLoad.jsBytes)} + CSS ${kb(firstLoad.cssBytes)} brotli (what index.html names; stylesheets a script adds come on top)`,
    'build: lazy chunks, brotli, own (with what they import beyond the first load and, for a screen, the signed-in part):',
    ...routeChunks.map((chunk) => `  ${kb(chunk.ownBytes).padStart(9)} (${kb(chunk.withImportsBytes).padStart(9)})  ${chunk.source}`),
    biggest
      ? `largest route chunk ${kb(biggest.ownBytes)} ${biggest.source} (target ≤ ${WEB_TARGETS.maxRouteChunkKb} KB: ${verdict(biggest.ownBytes <= WEB_TARGETS.maxRouteChunkKb * 1024)})`
      : 'no route chunks',
  ];
}

/**
 * What the BFF writes into index.html for a signed-in session, read by the SPA at start: GET me's answer as JSON in a
 * `<script type="application/json">` (never executed), and the preload map the build writes beside index.html.
 */
export const ME_ELEMENT_ID = 'tezgah-me';

/** The file the build writes beside index.html: which chunks a signed-in page and each route's screen need. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreloads {
  /** The signed-in part (layout, root reducer and sagas): every signed-in page loads it. */
  signedIn: string[];
  /** Route id -> the files of its screen's chunk, in load order. */
  screens: Record<string, string[]>;
}

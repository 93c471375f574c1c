/** Hostile input against every route of the browser route tables (the half at even places; app.fuzz-odd has the rest). */
import { fuzzedRoutes, fuzzRoutes } from './test/route-fuzz';

describe('route fuzz (even)', () => {
  fuzzRoutes(fuzzedRoutes().filter((_, at) => at % 2 === 0));
});

/** Hostile input against every route of the browser route tables (the half at odd places; app.fuzz has the rest). */
import { fuzzedRoutes, fuzzRoutes } from './test/route-fuzz';

describe('route fuzz (odd)', () => {
  fuzzRoutes(fuzzedRoutes().filter((_, at) => at % 2 === 1));
});

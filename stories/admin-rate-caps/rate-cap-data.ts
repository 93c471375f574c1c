/**
 * Rate-cap pages' props from the seeded world, read with the world operation the service route calls: staff's caps as
 * seeded, and a world where Anadolu Tekstil (1001) has its own Trendyol cap of 12 %, below its rate there.
 */
import { parseRateCapQuery, type RateCapListAnswer } from '@contract/admin-rate-caps/rate-cap.types';
import type { RawQuery } from '@contract/lists/list-query';
import { listRateCaps, setOwnRateCap } from '@mocks/world/catalog/rate-cap-operations';
import { createWorld } from '@mocks/world/world';
import { STORY_NOW } from '../support/order-data';

export const ANADOLU = 1001;
export const OWN_CAP = 12;

const seeded = createWorld({ now: STORY_NOW });
const withOwnCap = createWorld({ now: STORY_NOW });
setOwnRateCap(withOwnCap, 'trendyol', ANADOLU, OWN_CAP, STORY_NOW);

export const rateCapQuery = (raw: RawQuery = {}) => parseRateCapQuery(raw);

/** Staff's caps, one row per marketplace group. */
export const CAPS: RateCapListAnswer = listRateCaps(seeded, rateCapQuery());
/** The same with Anadolu chosen: its rate, own cap and the cap that applies beside each. */
export const CAPS_FOR_ANADOLU: RateCapListAnswer = listRateCaps(withOwnCap, rateCapQuery({ companyId: String(ANADOLU) }));
/** Companies' own caps across companies. */
export const OWN_CAPS: RateCapListAnswer = listRateCaps(withOwnCap, rateCapQuery({ tab: 'ownCaps' }));
export const NO_OWN_CAPS: RateCapListAnswer = listRateCaps(seeded, rateCapQuery({ tab: 'ownCaps' }));

/** Currency Tools' story data: the world's rate table, with one change of the lira made by Deniz Kaya. */
import type { CurrencyRatesAnswer } from '@contract/currency-rates/currency-rate.types';
import { listCurrencyRates, setCurrencyRate } from '@mocks/world/currency/currency-rate-operations';
import { createWorld } from '@mocks/world/world';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });
setCurrencyRate(world, 'TRY', { EUR: 0.0251, USD: 0.0273 }, STORY_NOW + 6 * 3_600_000, { name: 'Deniz Kaya', email: 'admin@demo.tezgah.dev' });

export const RATES: CurrencyRatesAnswer = listCurrencyRates(world);

export function ratesState(data: CurrencyRatesAnswer | null, overrides: Partial<DetailState<CurrencyRatesAnswer>> = {}): DetailState<CurrencyRatesAnswer> {
  return { status: data ? 'ready' : 'idle', id: 0, data, error: null, command: null, ...overrides };
}

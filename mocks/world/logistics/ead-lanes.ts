/** The lanes the seeded EAD rows cover and how long each kind of lane takes (days, fewest and most). */
export const EAD_ORIGINS = ['TR', 'AE', 'SA', 'EG', 'CN'] as const;
export const EAD_DESTINATIONS = ['TR', 'AE', 'SA', 'EG', 'KW', 'QA', 'BH', 'OM', 'JO', 'AZ', 'DE', 'NL', 'FR', 'GB', 'US'] as const;

const GULF = new Set(['AE', 'SA', 'KW', 'QA', 'BH', 'OM']);
const NEAR_TR = new Set(['AZ', 'JO', 'EG', 'DE', 'NL', 'FR', 'GB']);

export function laneDays(origin: string, destination: string): readonly [number, number] {
  if (origin === destination) return [1, 3];
  if (origin === 'CN') return destination === 'US' ? [7, 12] : [8, 15];
  if (GULF.has(origin) && GULF.has(destination)) return [2, 4];
  if (origin === 'TR' && NEAR_TR.has(destination)) return [3, 6];
  if (destination === 'US') return [6, 10];
  return [4, 8];
}

/** Marketplace logs (spec §3/§4). */
import type { MarketplaceCode } from '../downstream/marketplace';

export const LOG_LEVELS = ['info', 'error', 'warning'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_REFERENCE_TYPES = ['product', 'variant', 'order'] as const;
export type LogReferenceType = (typeof LOG_REFERENCE_TYPES)[number];

export interface MarketplaceLog {
  id: number;
  log: string;
  date: string;
  marketplace: MarketplaceCode;
  referenceId: string;
  referenceType: LogReferenceType;
  level: LogLevel;
  hash: string;
}

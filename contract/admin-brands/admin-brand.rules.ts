/** May a brand take in its duplicates: only brands of its own company with the same key, and at least one of them. */
import type { AdminBrandRow } from './admin-brand.query';

export type MergeRefusalCode = 'brandNoDuplicates';

export function mergeRefusal(kept: Pick<AdminBrandRow, 'sameCompanyDuplicates'>): MergeRefusalCode | null {
  return kept.sameCompanyDuplicates > 0 ? null : 'brandNoDuplicates';
}

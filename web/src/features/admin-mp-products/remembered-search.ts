/**
 * The admin's marketplace-product search, kept in localStorage `mpProductSearch` (spec §6): the list's URL
 * parameters as they were. /admin/back?target=mp-products lands on the list, which takes it back; while it exists an
 * admin acting as a seller sees the way back.
 */
import { storage } from '@web/lib/storage';

export type RememberedSearch = Record<string, string>;

const isSearch = (value: unknown): value is RememberedSearch =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((part) => typeof part === 'string');

export function rememberedSearch(): RememberedSearch | null {
  const value = storage.get('mpProductSearch');
  return isSearch(value) ? value : null;
}

/** Kept while it says something; an empty search is forgotten (no way back to nothing). */
export function rememberSearch(search: RememberedSearch): void {
  if (Object.keys(search).length > 0) storage.set('mpProductSearch', search);
  else storage.remove('mpProductSearch');
}

/** Kept as it is, even empty: opening a company from the list always leaves the way back to it. */
export function keepWayBack(search: RememberedSearch): void {
  storage.set('mpProductSearch', search);
}

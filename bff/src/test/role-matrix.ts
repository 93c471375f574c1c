/** The role × route matrix's cells (app.matrix.test.ts): who asks, and the status each role gets. */
import type { Role } from '@contract/permissions';

export type Who = Role | 'anonymous';

export interface Cell {
  body?: (who: Who, n: number, accessToken: string) => unknown;
  expect: Record<Who, number>;
  /** The cell signs in, out or switches: it gets a browser of its own instead of the role's shared session. */
  ownSession?: true;
}
export const all = (status: number): Record<Who, number> => ({ anonymous: status, user: status, adminAsUser: status, admin: status, editor: status });
export const signedIn = (status: number): Record<Who, number> => ({ ...all(status), anonymous: 401 });
/** Seller work: the seller and an admin acting as one get `status`; staff not acting get 403. */
export const seller = (status: number): Record<Who, number> => ({ anonymous: 401, user: status, adminAsUser: status, admin: 403, editor: 403 });
/** An admin tool's route: the admin gets `status`, every seller role 403. */
export const staffOnly = (status: number): Record<Who, number> => ({ anonymous: 401, user: 403, adminAsUser: 403, admin: status, editor: 403 });

/** A category body the schema accepts (the category itself exists nowhere). */
export const CATEGORY_BODY = { name: 'Matrix', nameTr: 'Matris', remoteId: 'MX-1', parentId: null, status: 'active' };

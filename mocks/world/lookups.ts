/** Read-only questions about the world that the sandbox services ask. */
import type { Company, IdentityUser } from '@contract/downstream/identity';
import { textMatcher } from '@contract/text-search';
import type { World } from './world';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(world: World, email: string): IdentityUser | undefined {
  const wanted = normalizeEmail(email);
  return world.users.find((user) => normalizeEmail(user.email) === wanted);
}

export function findUser(world: World, id: string): IdentityUser | undefined {
  return world.users.find((user) => user.id === id);
}

export function findCompany(world: World, id: number): Company | undefined {
  return world.companies.find((company) => company.id === id);
}

export interface CompanyQuery {
  q?: string;
  limit?: number;
  offset?: number;
}

/** Companies whose name, id or owner e-mail contains `q` (case- and accent-insensitive), by id. */
export function searchCompanies(world: World, { q = '', limit = 20, offset = 0 }: CompanyQuery): { items: Company[]; total: number } {
  const matches = textMatcher(q);
  const found = world.companies.filter((company) => q.trim() === '' || matches(company.name, String(company.id), findUser(world, company.ownerUserId)?.email));
  const sorted = [...found].sort((a, b) => a.id - b.id);
  return { items: sorted.slice(offset, offset + limit), total: sorted.length };
}

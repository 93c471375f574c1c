/** The seeded people and the badge counts the world gives their companies (mocks/world is the sandbox's state). */
import type { Counts } from '@contract/api/session';
import { DEMO_ACCOUNTS, type DemoAccount } from '@mocks/world/demo-accounts';
import { createWorld } from '@mocks/world/world';

export type DemoName = 'ayse' | 'omar' | 'li' | 'admin' | 'support' | 'finance' | 'editor';

export function demoAccount(name: DemoName): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email.startsWith(`${name}@`));
  if (!account) throw new Error(`No demo account ${name}@ in mocks/world/demo-accounts.ts`);
  return account;
}

export function fullName(account: Pick<DemoAccount, 'firstName' | 'lastName'>): string {
  return `${account.firstName} ${account.lastName}`;
}

/** Counts depend only on the seed, which the embedded sandbox takes from the world's default. */
export function seededCounts(companyId: number): Counts {
  const counts = createWorld({ now: 0 }).counts[companyId];
  if (!counts) throw new Error(`The seeded world has no company ${companyId}`);
  return counts;
}

export function companyOf(account: DemoAccount): { id: number; name: string } {
  if (!account.company) throw new Error(`${account.email} has no company`);
  return account.company;
}

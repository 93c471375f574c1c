/** The seller every orders bench acts as: Ayşe of company 1001, which the bench sandbox fills with a large order book. */
import { DEMO_ACCOUNTS } from '@mocks/world/demo-accounts';

const ayse = DEMO_ACCOUNTS.find((account) => account.email === 'ayse@demo.tezgah.dev');
if (!ayse?.company) throw new Error('The demo seller ayse@demo.tezgah.dev (with a company) is missing from mocks/world/demo-accounts.ts');

export const BENCH_SELLER = {
  email: ayse.email,
  password: ayse.password,
  userId: ayse.userId,
  companyId: ayse.company.id,
} as const;

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (the bench entry scripts/bench/orders.ts passes it)`);
  return value;
}

/** Ends a bench child when its parent goes away (stdin closes) or asks it to (SIGTERM/SIGINT). */
export function exitWithParent(close: () => Promise<void>): void {
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.stdin.on('end', stop).on('close', stop).resume();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/**
 * Failed sign-in counters per account and client IP (normalized e-mail with the IP) and, looser, per client IP, in
 * fixed windows keyed by the window's index so an injected clock drives them in Redis as well as in memory. An account
 * is locked only from the address its failures came from: colleagues behind one office NAT keep signing in, and a
 * stranger cannot lock a seller out; the per-IP ceiling stops one address spraying many accounts. Sign-ups are counted
 * per IP in the same windows.
 */
import type { Clock } from './clock';
import { sha256 } from './crypto';
import type { Store } from './store';

export interface LoginLimiterOptions {
  store: Store;
  clock: Clock;
  windowMs: number;
  maxPerAccount: number;
  maxPerIp: number;
  /** Sign-ups (registrations, accepted or refused) per client IP within the window. */
  maxSignUpsPerIp: number;
}

export type LimitVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number };

export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

export class LoginLimiter {
  constructor(private readonly options: LoginLimiterOptions) {}

  #keys(email: string, ip: string): { account: string; ip: string } {
    const window = Math.floor(this.options.clock() / this.options.windowMs);
    return {
      account: `login-failures:account-ip:${sha256(`${normalizeEmail(email)}\n${ip}`)}:${window}`,
      ip: `login-failures:ip:${sha256(ip)}:${window}`,
    };
  }

  #retryAfterSeconds(): number {
    const now = this.options.clock();
    const windowEnd = (Math.floor(now / this.options.windowMs) + 1) * this.options.windowMs;
    return Math.max(1, Math.ceil((windowEnd - now) / 1000));
  }

  async check(email: string, ip: string): Promise<LimitVerdict> {
    const keys = this.#keys(email, ip);
    const [account, perIp] = await Promise.all([this.options.store.get(keys.account), this.options.store.get(keys.ip)]);
    const blocked = Number(account ?? 0) >= this.options.maxPerAccount || Number(perIp ?? 0) >= this.options.maxPerIp;
    return blocked ? { blocked: true, retryAfterSeconds: this.#retryAfterSeconds() } : { blocked: false };
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const keys = this.#keys(email, ip);
    await Promise.all([this.options.store.increment(keys.account, this.options.windowMs), this.options.store.increment(keys.ip, this.options.windowMs)]);
  }

  /**
   * Counts a sign-up from an IP, accepted or refused alike (a refusal says whether an e-mail is in use, so trying many
   * is what the limit stops), and says whether it may go on.
   */
  async countSignUp(ip: string): Promise<LimitVerdict> {
    const window = Math.floor(this.options.clock() / this.options.windowMs);
    const count = await this.options.store.increment(`signups:ip:${sha256(ip)}:${window}`, this.options.windowMs);
    return count > this.options.maxSignUpsPerIp ? { blocked: true, retryAfterSeconds: this.#retryAfterSeconds() } : { blocked: false };
  }

  /** A successful sign-in clears the account's counter from that IP (not the IP's). */
  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.options.store.delete([this.#keys(email, ip).account]);
  }
}

/**
 * REDIS_URL or REDIS_SENTINELS (never both) as the BFF's Redis target, with the problems config.ts reports. Pure: the
 * config is read in a page too (mock mode), where ioredis cannot load.
 */
import type { RedisTarget, SentinelTarget } from './redis-target';

export function redisTargetOf(
  read: { url: string | null; sentinels: string | undefined; name: string | undefined; password: string | undefined },
  problems: string[],
): RedisTarget | null {
  const name = read.name ?? 'mymaster';
  if (!/^[A-Za-z0-9._-]+$/.test(name)) problems.push(`REDIS_SENTINEL_NAME must be a name of letters, digits, dots, dashes and underscores (got "${name}")`);
  if (read.sentinels === undefined) return read.url ? { url: read.url } : null;
  if (read.url) {
    problems.push('Set REDIS_URL or REDIS_SENTINELS, not both');
    return null;
  }
  const parsed = parseSentinels(read.sentinels);
  if ('problem' in parsed) {
    problems.push(parsed.problem);
    return null;
  }
  return { sentinels: parsed.sentinels, name, password: read.password ?? null };
}

/** `host:port,host:port` (IPv6 in brackets) → the list, or a problem naming the variable. */
export function parseSentinels(text: string): { sentinels: SentinelTarget['sentinels'] } | { problem: string } {
  const sentinels: SentinelTarget['sentinels'] = [];
  for (const part of text.split(',').map((item) => item.trim())) {
    const match = /^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(part);
    const port = Number(match?.[2]);
    if (!match || port < 1 || port > 65_535) return { problem: `REDIS_SENTINELS must be host:port pairs separated by commas (got "${part}")` };
    sentinels.push({ host: match[1]!.replace(/^\[|\]$/g, ''), port });
  }
  return { sentinels };
}

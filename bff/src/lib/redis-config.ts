/** REDIS_URL or REDIS_SENTINELS (never both) as the BFF's Redis target, with the problems config.ts reports. */
import { parseSentinels, type RedisTarget } from './redis-target';

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

/**
 * REDIS_URL, REDIS_SENTINELS or REDIS_CLUSTER_NODES (one of them) as the BFF's Redis target, with the problems
 * config.ts reports, and the key prefix of the job queue. Pure: the config is read in a page too (mock mode), where
 * ioredis cannot load.
 */
import type { ClusterTarget, RedisTarget, SentinelTarget } from './redis-target';

type RedisNode = SentinelTarget['sentinels'][number];

export function redisTargetOf(
  read: { url: string | null; sentinels: string | undefined; name: string | undefined; password: string | undefined; cluster?: string | undefined },
  problems: string[],
): RedisTarget | null {
  const name = read.name ?? 'mymaster';
  if (!/^[A-Za-z0-9._-]+$/.test(name)) problems.push(`REDIS_SENTINEL_NAME must be a name of letters, digits, dots, dashes and underscores (got "${name}")`);
  const given = [
    read.url ? 'REDIS_URL' : null,
    read.sentinels !== undefined ? 'REDIS_SENTINELS' : null,
    read.cluster !== undefined ? 'REDIS_CLUSTER_NODES' : null,
  ];
  const set = given.filter((variable) => variable !== null);
  if (set.length > 1) {
    problems.push(`Set ${set.join(' or ')}, not ${set.length === 2 ? 'both' : 'several'}`);
    return null;
  }
  if (read.cluster !== undefined) {
    const parsed = parseNodes(read.cluster, 'REDIS_CLUSTER_NODES');
    if ('problem' in parsed) {
      problems.push(parsed.problem);
      return null;
    }
    return { cluster: parsed.nodes, password: read.password ?? null } satisfies ClusterTarget;
  }
  if (read.sentinels === undefined) return read.url ? { url: read.url } : null;
  const parsed = parseSentinels(read.sentinels);
  if ('problem' in parsed) {
    problems.push(parsed.problem);
    return null;
  }
  return { sentinels: parsed.sentinels, name, password: read.password ?? null };
}

/** `host:port,host:port` (IPv6 in brackets) → the list, or a problem naming the variable. */
export function parseSentinels(text: string): { sentinels: SentinelTarget['sentinels'] } | { problem: string } {
  const parsed = parseNodes(text, 'REDIS_SENTINELS');
  return 'problem' in parsed ? parsed : { sentinels: parsed.nodes };
}

function parseNodes(text: string, variable: string): { nodes: RedisNode[] } | { problem: string } {
  const nodes: RedisNode[] = [];
  for (const part of text.split(',').map((item) => item.trim())) {
    const match = /^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(part);
    const port = Number(match?.[2]);
    if (!match || port < 1 || port > 65_535) return { problem: `${variable} must be host:port pairs separated by commas (got "${part}")` };
    nodes.push({ host: match[1]!.replace(/^\[|\]$/g, ''), port });
  }
  return { nodes };
}

/**
 * The job queue's key prefix (BullMQ's). On a Redis Cluster it is one hash tag, `{<REDIS_KEY_PREFIX>bull}`, so every
 * key of the queue hashes to one slot (BullMQ's scripts touch several keys at once); elsewhere it stays as it was,
 * so jobs queued before an upgrade are still found.
 */
export function jobQueuePrefix(keyPrefix: string, target: RedisTarget): string {
  const prefix = `${keyPrefix}bull`;
  return 'cluster' in target ? `{${prefix.replace(/[{}]/g, '')}}` : prefix;
}

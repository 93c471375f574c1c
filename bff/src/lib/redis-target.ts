/**
 * Where the BFF's Redis is: one address (REDIS_URL), a primary that Redis Sentinel names and fails over
 * (REDIS_SENTINELS, REDIS_SENTINEL_NAME), or a Redis Cluster (REDIS_CLUSTER_NODES). ioredis asks the sentinels for the
 * primary on every (re)connect, so after a failover the store and the job queue reconnect to the promoted replica by
 * themselves; on a cluster it follows the slots' moves and a replica's promotion (MOVED, ASK) the same way.
 */
import { Cluster, Redis, type ClusterOptions, type RedisOptions } from 'ioredis';

export interface SentinelTarget {
  sentinels: { host: string; port: number }[];
  /** The primary's name in the sentinels' configuration (`sentinel monitor <name> …`). */
  name: string;
  /** The data nodes' password (REDIS_PASSWORD); null: none. */
  password: string | null;
}

export interface ClusterTarget {
  /** Some of the cluster's nodes (REDIS_CLUSTER_NODES): ioredis learns the rest and the slots from them. */
  cluster: { host: string; port: number }[];
  /** The nodes' password (REDIS_PASSWORD); null: none. */
  password: string | null;
}

export type RedisTarget = { url: string } | SentinelTarget | ClusterTarget;

/** A connection to one Redis, or to a cluster: the commands the BFF sends are the same. */
export type RedisConnection = Redis | Cluster;

/**
 * A connection to the target with the caller's options (a db in the options wins over the URL's). A cluster has only
 * database 0, so `db` is dropped there; the prefix, the offline queue and lazy connecting are the cluster's options,
 * the rest each node's.
 */
export function connectRedis(target: RedisTarget, options: RedisOptions): RedisConnection {
  if ('url' in target) return new Redis(target.url, options);
  if ('cluster' in target) {
    const { keyPrefix, enableOfflineQueue, lazyConnect, db: _db, ...perNode } = options;
    const clusterOptions: ClusterOptions = {
      ...(keyPrefix === undefined ? {} : { keyPrefix }),
      ...(enableOfflineQueue === undefined ? {} : { enableOfflineQueue }),
      ...(lazyConnect === undefined ? {} : { lazyConnect }),
      redisOptions: { ...perNode, ...(target.password ? { password: target.password } : {}) },
    };
    return new Cluster(target.cluster, clusterOptions);
  }
  return new Redis({ ...options, sentinels: target.sentinels, name: target.name, ...(target.password ? { password: target.password } : {}) });
}

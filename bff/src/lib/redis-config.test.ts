/** REDIS_CLUSTER_NODES beside REDIS_URL and REDIS_SENTINELS, and the job queue's key prefix on each. */
import { jobQueuePrefix, redisTargetOf } from './redis-config';

const read = (values: { url?: string; sentinels?: string; cluster?: string; password?: string }) => {
  const problems: string[] = [];
  const target = redisTargetOf(
    { url: values.url ?? null, sentinels: values.sentinels, name: undefined, password: values.password, cluster: values.cluster },
    problems,
  );
  return { target, problems };
};

describe('the Redis target', () => {
  it('reads a cluster from its nodes, with the password', () => {
    expect(read({ cluster: 'redis-1:7000, redis-2:7001,[::1]:7002', password: 'secret' })).toEqual({
      target: {
        cluster: [
          { host: 'redis-1', port: 7000 },
          { host: 'redis-2', port: 7001 },
          { host: '::1', port: 7002 },
        ],
        password: 'secret',
      },
      problems: [],
    });
  });

  it('refuses malformed nodes and more than one topology', () => {
    expect(read({ cluster: 'redis-1' }).problems).toEqual(['REDIS_CLUSTER_NODES must be host:port pairs separated by commas (got "redis-1")']);
    expect(read({ cluster: 'redis-1:7000', url: 'redis://cache:6379' })).toEqual({
      target: null,
      problems: ['Set REDIS_URL or REDIS_CLUSTER_NODES, not both'],
    });
    expect(read({ cluster: 'a:1', sentinels: 'b:2', url: 'redis://c:3' }).problems).toEqual([
      'Set REDIS_URL or REDIS_SENTINELS or REDIS_CLUSTER_NODES, not several',
    ]);
  });

  it('hash-tags the job queue prefix on a cluster only', () => {
    expect(jobQueuePrefix('tezgah:', { cluster: [{ host: 'a', port: 1 }], password: null })).toBe('{tezgah:bull}');
    expect(jobQueuePrefix('{odd}:', { cluster: [{ host: 'a', port: 1 }], password: null })).toBe('{odd:bull}');
    expect(jobQueuePrefix('tezgah:', { url: 'redis://cache:6379' })).toBe('tezgah:bull');
  });
});

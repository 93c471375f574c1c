import { SELLER_API_ORDERS_PATH, SELLER_API_PATH } from '@contract/api-keys/seller-api';
import { ConfigError, readConfig } from '../../config';
import { start } from '../../start';

describe('SELLER_API_URL', () => {
  it('is read without a trailing slash, absent by default, and must be http(s)', () => {
    expect(readConfig({ SANDBOX: '1', SELLER_API_URL: 'https://api.example.com/seller-api/v1/' }).sellerApiUrl).toBe('https://api.example.com/seller-api/v1');
    expect(readConfig({ SANDBOX: '1' }).sellerApiUrl).toBeNull();
    expect(() => readConfig({ SANDBOX: '1', SELLER_API_URL: 'redis://127.0.0.1:6379' })).toThrow(ConfigError);
  });

  it('is the embedded marketplace’s address in sandbox mode, where the seller API answers a call without a key with 401', async () => {
    const started = await start({ env: { PORT: '0', SANDBOX: '1', SERVE_WEB: 'false' }, print: () => {}, logSink: () => {} });
    try {
      expect(started.config.sellerApiUrl).toBe(`${started.sandboxUrls!.marketplace}${SELLER_API_PATH}`);
      const answer = await fetch(`${started.sandboxUrls!.marketplace}${SELLER_API_ORDERS_PATH}`);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ error: 'unauthorized' });
    } finally {
      await started.close();
    }
  });
});

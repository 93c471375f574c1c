import { exportJWK, generateKeyPair } from 'jose';
import { ConfigError, readConfig } from './config';
import { CONFIG_VARIABLES, configTableMarkdown } from './config-variables';

/** Shaped like an EC P-256 private JWK, which is all readConfig checks (signing with it is TokenSigner's test). */
const JWK_FOR_PRODUCTION = JSON.stringify({
  kty: 'EC',
  crv: 'P-256',
  x: 'MKBCTNIcKUSDii11ySs3526iDZ8AiTo7Tu6KPAqv7D4',
  y: '4Etl6SRW2YiLUrN5vfvVHuhp7x8PxltmWWlbbM4IFyM',
  d: '870MB6gfuTJ4HtUnUvYMyJpr5eUZNP4Bk43bVdj3eAE',
});

function problemsOf(env: Record<string, string>): string {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('readConfig accepted a bad configuration');
}

describe('readConfig', () => {
  it('has working defaults with SANDBOX=1: sandbox mode, memory store, fresh key', () => {
    const config = readConfig({ SANDBOX: '1' });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicOrigin: 'http://localhost:8080',
      sandbox: true,
      redis: null,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      downstreamUrls: null,
      jwtPrivateJwk: null,
      downstreamTimeoutMs: 5000,
      version2CompanyIds: [1002],
      trustProxy: false,
      loginMaxPerAccount: 5,
      loginMaxPerIp: 100,
      loginWindowMinutes: 15,
      staticDir: 'dist/web',
      serveWeb: true,
    });
    expect(config.supportCenterUrl).toMatch(/^https:\/\//);
  });

  it('reads every variable', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    const config = readConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      PUBLIC_ORIGIN: 'https://portal.example.com/',
      REDIS_URL: 'redis://cache:6379/2',
      SESSION_IDLE_MINUTES: '10',
      SESSION_ABSOLUTE_HOURS: '2',
      IDENTITY_URL: 'http://identity/',
      MARKETPLACE_URL: 'http://mp',
      LOGISTICS_URL: 'http://lg',
      ACCOUNTING_URL: 'https://acc/base',
      AUDIT_URL: 'http://audit',
      JWT_PRIVATE_JWK: JSON.stringify(jwk),
      DOWNSTREAM_TIMEOUT_MS: '800',
      SUPPORT_CENTER_URL: 'https://help.example.com/new',
      VERSION2_COMPANY_IDS: '',
      TRUST_PROXY: 'true',
      LOGIN_MAX_PER_ACCOUNT: '3',
      LOGIN_MAX_PER_IP: '9',
      LOGIN_WINDOW_MINUTES: '5',
      SERVE_WEB: 'false',
      STATIC_DIR: 'build/spa',
      SANDBOX_TURKEY_CAP: 'usd160-eur140-split',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      publicOrigin: 'https://portal.example.com',
      sandbox: false,
      redis: { url: 'redis://cache:6379/2' },
      sessionIdleMinutes: 10,
      sessionAbsoluteHours: 2,
      downstreamUrls: { identity: 'http://identity', marketplace: 'http://mp', logistics: 'http://lg', accounting: 'https://acc/base', audit: 'http://audit' },
      downstreamTimeoutMs: 800,
      supportCenterUrl: 'https://help.example.com/new',
      version2CompanyIds: [1002],
      trustProxy: true,
      loginMaxPerAccount: 3,
      loginMaxPerIp: 9,
      loginWindowMinutes: 5,
      serveWeb: false,
      staticDir: 'build/spa',
      sandboxTurkeyCap: 'usd160-eur140-split',
    });
    expect(config.jwtPrivateJwk?.d).toBe(jwk.d);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ SESSION_ABSOLUTE_HOURS: '-1' }, 'SESSION_ABSOLUTE_HOURS'],
    [{ SESSION_IDLE_MINUTES: '120', SESSION_ABSOLUTE_HOURS: '1' }, 'SESSION_IDLE_MINUTES'],
    [{ PUBLIC_ORIGIN: 'portal.example.com' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://portal.example.com/app' }, 'PUBLIC_ORIGIN'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL'],
    [{ IDENTITY_URL: 'http://identity' }, 'MARKETPLACE_URL, LOGISTICS_URL, ACCOUNTING_URL, AUDIT_URL missing: set all 5 service URLs'],
    [{ IDENTITY_URL: 'nope', MARKETPLACE_URL: 'http://a', LOGISTICS_URL: 'http://b', ACCOUNTING_URL: 'http://c', AUDIT_URL: 'http://d' }, 'IDENTITY_URL'],
    [{ JWT_PRIVATE_JWK: '{"kty":"RSA"}' }, 'JWT_PRIVATE_JWK'],
    [{ JWT_PRIVATE_JWK: 'not json' }, 'JWT_PRIVATE_JWK'],
    [{ DOWNSTREAM_TIMEOUT_MS: '5s' }, 'DOWNSTREAM_TIMEOUT_MS'],
    [{ SUPPORT_CENTER_URL: 'ftp://x' }, 'SUPPORT_CENTER_URL'],
    [{ VERSION2_COMPANY_IDS: '1;2' }, 'VERSION2_COMPANY_IDS'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ SERVE_WEB: 'sometimes' }, 'SERVE_WEB'],
    [{ LOGIN_MAX_PER_ACCOUNT: '0' }, 'LOGIN_MAX_PER_ACCOUNT'],
    [{ LOGIN_MAX_PER_IP: 'x' }, 'LOGIN_MAX_PER_IP'],
    [{ LOGIN_WINDOW_MINUTES: 'none' }, 'LOGIN_WINDOW_MINUTES'],
  ])('stops on %o naming %s', (env, name) => {
    expect(problemsOf(env)).toContain(name);
  });

  const SERVICE_URLS = {
    IDENTITY_URL: 'http://id',
    MARKETPLACE_URL: 'http://mp',
    LOGISTICS_URL: 'http://lg',
    ACCOUNTING_URL: 'http://acc',
    AUDIT_URL: 'http://audit',
  };

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production', ...SERVICE_URLS, JWT_PRIVATE_JWK: JWK_FOR_PRODUCTION }],
    ['service URLs', SERVICE_URLS],
  ])('requires PUBLIC_ORIGIN with %s, in one line naming it', (_label, env) => {
    const lines = problemsOf(env).split('\n').slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PUBLIC_ORIGIN');
    expect(readConfig({ ...env, PUBLIC_ORIGIN: 'https://portal.example.com' }).publicOrigin).toBe('https://portal.example.com');
  });

  it('defaults PUBLIC_ORIGIN to the listening address in sandbox mode only', () => {
    expect(readConfig({ SANDBOX: '1' })).toMatchObject({ sandbox: true, publicOrigin: 'http://localhost:8080' });
    expect(readConfig({ SANDBOX: '1', HOST: '0.0.0.0', PORT: '3000' }).publicOrigin).toBe('http://localhost:3000');
    expect(readConfig({ SANDBOX: '1', HOST: '192.168.1.5', PORT: '3000' }).publicOrigin).toBe('http://192.168.1.5:3000');
    expect(readConfig({ SANDBOX: '1', PORT: '0' }).publicOrigin).toBeNull();
  });

  it('refuses SANDBOX when NODE_ENV=production, in one line naming it', () => {
    const lines = problemsOf({ NODE_ENV: 'production', SANDBOX: '1', PUBLIC_ORIGIN: 'https://portal.example.com', JWT_PRIVATE_JWK: JWK_FOR_PRODUCTION })
      .split('\n')
      .slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/SANDBOX.*NODE_ENV=production/);
  });

  describe('in production (NODE_ENV=production)', () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example.com', ...SERVICE_URLS };
    const jwk = JWK_FOR_PRODUCTION;

    it('refuses to start without JWT_PRIVATE_JWK, in one line saying why', () => {
      const lines = problemsOf(production).split('\n').slice(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/JWT_PRIVATE_JWK.*NODE_ENV=production/);
      expect(lines[0]).toMatch(/replica|restart/);
      expect(readConfig({ ...production, JWT_PRIVATE_JWK: jwk }).startWarnings).toEqual([]);
    });

    it('refuses an http:// PUBLIC_ORIGIN unless ALLOW_HTTP_ORIGIN=true, which starts with one warning saying why', () => {
      const http = { ...production, JWT_PRIVATE_JWK: jwk, PUBLIC_ORIGIN: 'http://portal.example.com' };
      const lines = problemsOf(http).split('\n').slice(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/PUBLIC_ORIGIN.*https.*ALLOW_HTTP_ORIGIN/);
      const warnings = readConfig({ ...http, ALLOW_HTTP_ORIGIN: 'true' }).startWarnings;
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/PUBLIC_ORIGIN.*http:.*Secure/);
    });

    it('refuses a fleet (REDIS_URL) whose files stay on each disk, naming where shared files go', () => {
      const fleet = { ...production, JWT_PRIVATE_JWK: jwk, REDIS_URL: 'redis://redis:6379' };
      const lines = problemsOf(fleet).split('\n').slice(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/REDIS_URL.*FILES_S3_BUCKET.*FILES_SHARED_DISK/);
      expect(readConfig({ ...fleet, FILES_SHARED_DISK: 'true' }).filesS3).toBeNull();
      expect(readConfig({ ...fleet, FILES_S3_BUCKET: 'tezgah-files', FILES_S3_ENDPOINT: 'http://minio:9000/', FILES_S3_PATH_STYLE: 'true' }).filesS3).toEqual({
        bucket: 'tezgah-files',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        pathStyle: true,
      });
      expect(readConfig({ SANDBOX: '1', REDIS_URL: 'redis://127.0.0.1:6379' }).filesS3).toBeNull();
    });

    it('warns outside production when real services are used with a fresh key per start', () => {
      const warnings = readConfig({ PUBLIC_ORIGIN: 'https://portal.example.com', ...SERVICE_URLS }).startWarnings;
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('JWT_PRIVATE_JWK');
      expect(readConfig({ SANDBOX: '1' }).startWarnings).toEqual([]);
    });
  });

  it('refuses to start with no downstream: neither service URLs nor SANDBOX=1, saying what to set', () => {
    const lines = problemsOf({}).split('\n').slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('IDENTITY_URL');
    expect(lines[0]).toContain('SANDBOX=1');
  });

  it('reads Redis Sentinel instead of REDIS_URL, and refuses both at once or a malformed list', () => {
    expect(
      readConfig({ SANDBOX: '1', REDIS_SENTINELS: 'sentinel-1:26379, [::1]:26380', REDIS_SENTINEL_NAME: 'portal', REDIS_PASSWORD: 's3cret' }).redis,
    ).toEqual({
      sentinels: [
        { host: 'sentinel-1', port: 26379 },
        { host: '::1', port: 26380 },
      ],
      name: 'portal',
      password: 's3cret',
    });
    expect(problemsOf({ SANDBOX: '1', REDIS_SENTINELS: 's:26379', REDIS_URL: 'redis://cache:6379' })).toContain('REDIS_URL or REDIS_SENTINELS, not both');
    expect(problemsOf({ SANDBOX: '1', REDIS_SENTINELS: 'sentinel-1' })).toContain('REDIS_SENTINELS must be host:port pairs');
  });

  it('lets service URLs win over SANDBOX=1: no sandbox, no dev routes', () => {
    expect(readConfig({ SANDBOX: '1', PUBLIC_ORIGIN: 'https://portal.example.com', ...SERVICE_URLS }).sandbox).toBe(false);
  });

  it('lists every problem at once', () => {
    const message = problemsOf({ PORT: 'x', TRUST_PROXY: 'x' });
    expect(message).toContain('PORT');
    expect(message).toContain('TRUST_PROXY');
  });
});

describe('CONFIG_VARIABLES', () => {
  it('documents every variable readConfig reads, each with a meaning', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'PORT',
      'HOST',
      'PUBLIC_ORIGIN',
      'REDIS_URL',
      'SESSION_IDLE_MINUTES',
      'SESSION_ABSOLUTE_HOURS',
      'IDENTITY_URL',
      'MARKETPLACE_URL',
      'LOGISTICS_URL',
      'ACCOUNTING_URL',
      'AUDIT_URL',
      'JWT_PRIVATE_JWK',
      'DOWNSTREAM_TIMEOUT_MS',
      'SUPPORT_CENTER_URL',
      'VERSION2_COMPANY_IDS',
      'TRUST_PROXY',
      'LOGIN_MAX_PER_ACCOUNT',
      'LOGIN_MAX_PER_IP',
      'LOGIN_WINDOW_MINUTES',
    ])
      expect(names).toContain(name);
    for (const variable of CONFIG_VARIABLES) expect(variable.meaning.length).toBeGreaterThan(10);
  });

  it('gives defaults that readConfig accepts and a garbage value for each variable is named', () => {
    const withDefaults = Object.fromEntries(CONFIG_VARIABLES.filter((v) => v.default !== null).map((v) => [v.name, v.default!]));
    expect(() => readConfig({ ...withDefaults, SANDBOX: '1' })).not.toThrow();
    const checked = CONFIG_VARIABLES.filter((v) => !['NODE_ENV', 'HOST', 'REDIS_KEY_PREFIX', 'REDIS_PASSWORD', 'STATIC_DIR'].includes(v.name));
    for (const variable of checked) expect(problemsOf({ SANDBOX: '1', [variable.name]: 'not valid at all' })).toContain(variable.name);
  });

  it('renders as a Markdown table for the README', () => {
    const table = configTableMarkdown();
    expect(table.split('\n')).toHaveLength(CONFIG_VARIABLES.length + 2);
    expect(table).toContain('| `SESSION_IDLE_MINUTES` | `30` |');
  });
});

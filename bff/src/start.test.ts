import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@contract/api/paths';
import { ConfigError } from './config';
import { start, type Started } from './start';

describe('start', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tezgah-start-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>tezgah spa</title>');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('embeds the sandbox when no service URL is set, verifying tokens against its own JWKS', async () => {
    const printed: string[] = [];
    const started: Started = await start({ env: { PORT: '0', SANDBOX: '1', STATIC_DIR: dir }, print: (text) => printed.push(text), logSink: () => {} });
    try {
      expect(started.sandboxUrls).not.toBeNull();
      const banner = printed.join('\n');
      expect(banner).toContain(started.url);
      for (const email of [
        'ayse@demo.tezgah.dev',
        'omar@demo.tezgah.dev',
        'li@demo.tezgah.dev',
        'admin@demo.tezgah.dev',
        'support@demo.tezgah.dev',
        'editor@demo.tezgah.dev',
      ]) {
        expect(banner).toContain(email);
      }
      expect(banner).toContain('Tezgah2026!');

      const login = await fetch(`${started.url}${API.loginUser}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tezgah-csrf': '1', origin: started.url },
        body: JSON.stringify({ email: 'ayse@demo.tezgah.dev', password: 'Tezgah2026!' }),
      });
      expect(login.status).toBe(200);
      expect((await (await fetch(`${started.url}/readyz`)).json()).status).toBe('ok');
      expect((await fetch(`${started.url}${API.devOutbox}`)).status).toBe(200);
      const page = await fetch(`${started.url}/orders/refunded`);
      expect(await page.text()).toContain('tezgah spa');
    } finally {
      await started.close();
    }
  });

  it('uses configured services instead, without the dev outbox even with SANDBOX=1', async () => {
    const unreachable = 'http://127.0.0.1:9';
    const printed: string[] = [];
    const started = await start({
      env: {
        PORT: '0',
        SANDBOX: '1',
        PUBLIC_ORIGIN: 'https://portal.example.com',
        STATIC_DIR: join(dir, 'missing'),
        IDENTITY_URL: unreachable,
        MARKETPLACE_URL: unreachable,
        LOGISTICS_URL: unreachable,
        ACCOUNTING_URL: unreachable,
        AUDIT_URL: unreachable,
        DOWNSTREAM_TIMEOUT_MS: '300',
      },
      print: (text) => printed.push(text),
      logSink: () => {},
    });
    try {
      expect(started.sandboxUrls).toBeNull();
      expect(started.url).toBe('https://portal.example.com');
      expect(printed.join('\n')).toMatch(/dev routes off/i);
      expect(printed.filter((text) => text.includes('JWT_PRIVATE_JWK is not set'))).toHaveLength(1);
      expect((await fetch(`${started.address}${API.devOutbox}`)).status).toBe(404);
      expect((await fetch(`${started.address}/readyz`)).status).toBe(503);
    } finally {
      await started.close();
    }
  });

  it('refuses to start without SANDBOX=1 and without service URLs, saying what to set', async () => {
    await expect(start({ env: { PORT: '0' }, print: () => {} })).rejects.toThrow(/SANDBOX=1/);
  });

  it('sends traces to the collector OTEL_EXPORTER_OTLP_ENDPOINT names, by the end of the shutdown at the latest', async () => {
    const received: { path: string; type: string | undefined; bytes: number }[] = [];
    const collector = createServer((request, response) => {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => (bytes += chunk.length));
      request.on('end', () => {
        received.push({ path: request.url ?? '', type: request.headers['content-type'], bytes });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    try {
      const env = { PORT: '0', SANDBOX: '1', SERVE_WEB: 'false', OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` };
      const started = await start({ env, print: () => {}, logSink: () => {} });
      expect((await fetch(`${started.address}/healthz`)).status).toBe(200);
      await started.close();
      expect(received.length).toBeGreaterThan(0);
      expect(received[0]).toMatchObject({ path: '/v1/traces', type: expect.stringContaining('json') });
      expect(received[0]!.bytes).toBeGreaterThan(100);
    } finally {
      await new Promise((resolve) => collector.close(resolve));
    }
  });

  it('says in the banner whether the dev routes are on', async () => {
    const printed: string[] = [];
    const started = await start({ env: { PORT: '0', SANDBOX: '1', SERVE_WEB: 'false' }, print: (text) => printed.push(text), logSink: () => {} });
    await started.close();
    expect(printed.join('\n')).toMatch(/dev routes on/i);
  });

  it('stops on a bad variable, naming it', async () => {
    await expect(start({ env: { PORT: 'x', SESSION_IDLE_MINUTES: '0' }, print: () => {} })).rejects.toThrow(ConfigError);
    await expect(start({ env: { PORT: 'x' }, print: () => {} })).rejects.toThrow(/PORT/);
  });
});

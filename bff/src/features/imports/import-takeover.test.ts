/**
 * A replica dies in the middle of an import (not a graceful stop: its Redis connections drop while a batch it sent is
 * still in flight, already applied by the service). Its lock lapses, the other replica's stalled check takes the job
 * over (attempt 2), goes on from the recorded progress and sends the in-flight batch again with its batch id, which
 * the marketplace answers without applying it twice. Two replicas by start.ts' wiring, one sandbox, one Redis
 * (database 11, a prefix of its own), one shared folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { MiddlewareHandler } from 'hono';
import { Redis } from 'ioredis';
import { API } from '@contract/api/paths';
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import type { Transaction } from '@contract/transactions/transaction.types';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import type { SandboxEnv } from '@mocks/sandbox/jwt-guard';
import { randomId } from '../../lib/crypto';
import type { LogLine } from '../../lib/logger';
import { start, type Started } from '../../start';
import { cuttableProxy, startFleetSandbox, type CuttableProxy, type FleetSandbox } from '../../test/fleet-replicas';
import { HttpClient } from '../../test/live-stack';
import { describeRedis, redisUrl } from '../../test/stores';

const DB = 11;
const ROWS = 100;
/** The batch (0-based) in flight when the first replica dies. */
const DIES_AT = 4;
/** The balancer's origin both replicas answer behind. */
const ORIGIN = 'http://fleet.tezgah.test';

describeRedis('an import whose replica is killed mid-file', () => {
  const prefix = `tezgah-fleet-takeover:${randomId(8)}:`;
  const folders: string[] = [];
  const replicas: Started[] = [];
  let fleet: FleetSandbox;
  let proxy: CuttableProxy;
  const logsOfA: LogLine[] = [];
  const logsOfB: LogLine[] = [];
  let release = () => {};
  let died = false;

  afterAll(async () => {
    release();
    // The dead replica's last words (its job failing on the held call) never reach Redis; then it is let back to close.
    if (died) await vi.waitFor(() => expect(logsOfA).toContainEqual(expect.objectContaining({ message: 'job status not saved' })), { timeout: 5_000 });
    proxy?.restore();
    await Promise.allSettled(replicas.map((replica) => replica.close()));
    await Promise.allSettled([proxy?.close(), fleet?.close()]);
    const admin = new Redis(redisUrl(), { db: DB });
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
    await admin.quit();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('is finished by the other replica with every row applied once', async () => {
    const sent: string[] = [];
    let firstBatch = () => {};
    const working = new Promise<void>((resolve) => (firstBatch = resolve));
    let dying = () => {};
    const inFlight = new Promise<void>((resolve) => (dying = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    // The marketplace applies the batch DIES_AT, then keeps its answer while the replica that sent it dies.
    const tap: MiddlewareHandler<SandboxEnv> = async (c, next) => {
      if (c.req.method !== 'POST' || !c.req.path.endsWith('/imports/stock-price')) return next();
      const { batchId = '' } = (await c.req.raw.clone().json()) as { batchId?: string };
      sent.push(batchId);
      firstBatch();
      await next();
      if (sent.length !== DIES_AT + 1) return;
      dying();
      await held;
      c.res = new Response(null, { status: 503 });
    };
    fleet = await startFleetSandbox(tap);
    proxy = await cuttableProxy(Number(new URL(redisUrl()).port || 6379));
    const shared = await mkdtemp(join(tmpdir(), 'tezgah-fleet-'));
    folders.push(shared);
    const env = {
      ...fleet.env,
      PORT: '0',
      PUBLIC_ORIGIN: ORIGIN,
      SERVE_WEB: 'false',
      JWT_PRIVATE_JWK: fleet.jwk,
      REDIS_KEY_PREFIX: prefix,
      UPLOAD_DIR: join(shared, 'uploads'),
      EXPORT_DIR: join(shared, 'exports'),
      FILES_SHARED_DISK: 'true',
      IMPORT_BATCH_SIZE: '10',
      JOB_LOCK_MS: '2000',
      DOWNSTREAM_TIMEOUT_MS: '30000',
    };
    const boot = async (redis: string, logs: LogLine[]) => {
      const url = new URL(redis);
      url.pathname = `/${DB}`;
      const started = await start({ env: { ...env, REDIS_URL: url.href }, print: () => {}, logSink: (line) => logs.push(line) });
      replicas.push(started);
      return started;
    };
    const a = await boot(`redis://127.0.0.1:${proxy.port}`, logsOfA);

    const client = new HttpClient(a.address);
    const login = await client.send('POST', API.loginUser, { email: 'ayse@demo.tezgah.dev', password: 'Tezgah2026!' }, { origin: ORIGIN });
    expect(login.status).toBe(200);
    const variants = ((await (await client.send('GET', `${API.variants}?pageSize=${ROWS}`)).json()) as VariantListAnswer).items;
    expect(variants).toHaveLength(ROWS);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Prices');
    sheet.addRow(['SKU', 'Price', 'Retail Price', 'Stock']);
    variants.forEach((variant, at) => sheet.addRow([variant.sku, variant.price, variant.retailPrice, 500 + at]));
    const upload = await fetch(`${a.address}${API.imports}/stockPrice?name=prices.xlsx`, {
      method: 'POST',
      body: new Uint8Array(await workbook.xlsx.writeBuffer()),
      headers: { cookie: client.cookie, 'x-tezgah-csrf': '1', origin: ORIGIN, 'content-type': 'application/octet-stream' },
    });
    expect(upload.status).toBe(202);
    const { transactionId } = (await upload.json()) as { transactionId: string };

    await working; // replica A runs the job; B joins the fleet now
    const b = await boot(redisUrl(), logsOfB);
    await inFlight;
    // The seller changes a row of the batch in flight meanwhile: applying that batch again would set it back.
    const catalog = catalogOf(fleet.sandbox.world, 1001)!;
    const edited = catalog.variants.find((variant) => variant.sku === variants[DIES_AT * 10 + 3]!.sku)!;
    edited.stock = 7;
    const logsBefore = new Map(variants.map((variant) => [variant.id, catalog.addedLogs[`variant:${variant.id}`]?.length ?? 0]));
    proxy.cut(); // replica A is gone
    died = true;

    const transactionAt = async () =>
      (await (await fetch(`${b.address}${API.transactions}/${transactionId}`, { headers: { cookie: client.cookie } })).json()) as Transaction;
    await vi.waitFor(async () => expect((await transactionAt()).status).not.toBe('inProgress'), { timeout: 15_000, interval: 100 });
    expect(await transactionAt()).toMatchObject({ status: 'done', rows: ROWS, error: null, progress: { done: ROWS } });
    expect(logsOfB).toContainEqual(expect.objectContaining({ message: 'job done', transactionId, attempt: 2 }));

    const batches = Array.from({ length: ROWS / 10 }, (_, index) => `${transactionId}:${index}`);
    expect(sent).toEqual([...batches.slice(0, DIES_AT + 1), ...batches.slice(DIES_AT)]);
    // Every row's value is the file's, but the one changed after its batch was applied: nothing was applied twice.
    const stocks = variants.map((variant) => catalog.variants.find((current) => current.id === variant.id)!.stock);
    expect(stocks).toEqual(variants.map((variant, at) => (variant.id === edited.id ? 7 : 500 + at)));
    const logged = variants.map((variant) => (catalog.addedLogs[`variant:${variant.id}`]?.length ?? 0) - logsBefore.get(variant.id)!);
    const afterDeath = variants.map((_, at) => (at >= (DIES_AT + 1) * 10 ? logged[(DIES_AT + 1) * 10]! : 0));
    expect(logged).toEqual(afterDeath);
    expect(logged[ROWS - 1]).toBeGreaterThan(0);
  }, 30_000);
});

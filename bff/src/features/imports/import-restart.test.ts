/**
 * A BFF restart in the middle of an import (REDIS_URL set, as in production): the first process stops while the
 * job runs and hands it back to the queue, the next one runs it as attempt 2, skips the batches already applied and
 * finishes it; the uploaded workbook is still there, and the error file is written in both languages. Real processes' wiring (start.ts), Redis database 9 and a prefix of its own.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { API } from '@contract/api/paths';
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import type { Transaction } from '@contract/transactions/transaction.types';
import { randomId } from '../../lib/crypto';
import type { LogLine } from '../../lib/logger';
import { start, type Started } from '../../start';
import { HttpClient } from '../../test/live-stack';
import { deleteRedisKeys, describeRedis, redisTestUrl } from '../../test/stores';

const ROWS = 3_000;

describeRedis('an import across a BFF restart', () => {
  const prefix = `tezgah-test-restart:${randomId(8)}:`;
  let uploadDir: string;
  const running: Started[] = [];

  afterAll(async () => {
    await Promise.allSettled(running.map((started) => started.close()));
    await rm(uploadDir, { recursive: true, force: true });
    await deleteRedisKeys(prefix);
  });

  it('is taken over by the restarted BFF and ends with every row handled', async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'tezgah-restart-'));
    const logs: LogLine[] = [];
    const env = {
      PORT: '0',
      SANDBOX: '1',
      SERVE_WEB: 'false',
      REDIS_URL: redisTestUrl(),
      REDIS_KEY_PREFIX: prefix,
      UPLOAD_DIR: uploadDir,
      IMPORT_BATCH_SIZE: '10',
      JOB_LOCK_MS: '3000',
    };
    const boot = async () => {
      const started = await start({ env, print: () => {}, logSink: (line) => logs.push(line) });
      running.push(started);
      return started;
    };
    const first = await boot();
    const client = new HttpClient(first.url);
    expect((await client.send('POST', API.loginUser, { email: 'ayse@demo.tezgah.dev', password: 'Tezgah2026!' })).status).toBe(200);
    const variants = (await (await client.send('GET', `${API.variants}?pageSize=100`)).json()) as VariantListAnswer;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Prices');
    sheet.addRow(['SKU', 'Price', 'Retail Price', 'Stock']);
    for (let i = 0; i < ROWS; i += 1) {
      const variant = variants.items[i % variants.items.length]!;
      sheet.addRow([i < variants.items.length ? variant.sku : `UNKNOWN-${i}`, variant.price, variant.retailPrice, 5]);
    }
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const upload = await client.send('POST', `${API.imports}/stockPrice?name=prices.xlsx`, undefined, { 'content-type': 'application/octet-stream' });
    expect(upload.status).toBe(415); // an empty body is no workbook; now the file itself:
    const response = await fetch(`${first.url}${API.imports}/stockPrice?name=prices.xlsx`, {
      method: 'POST',
      body: bytes,
      headers: { cookie: client.cookie, 'x-tezgah-csrf': '1', origin: first.url, 'content-type': 'application/octet-stream' },
    });
    expect(response.status).toBe(202);
    const { transactionId } = (await response.json()) as { transactionId: string };
    const transactionAt = async (url: string) =>
      (await (await fetch(`${url}${API.transactions}/${transactionId}`, { headers: { cookie: client.cookie } })).json()) as Transaction;

    await vi.waitFor(async () => expect((await transactionAt(first.url)).progress?.done ?? 0).toBeGreaterThan(0), { timeout: 10_000, interval: 5 });
    await first.close();
    const stopped = await transactionAt((await boot()).url);
    expect(stopped.status).toBe('inProgress');
    expect(stopped.progress!.done).toBeLessThan(ROWS);
    const second = running[1]!;

    await vi.waitFor(async () => expect((await transactionAt(second.url)).status).not.toBe('inProgress'), { timeout: 30_000, interval: 100 });
    const finished = await transactionAt(second.url);
    expect(finished).toMatchObject({ status: 'warning', rows: ROWS, file: 'prices.xlsx', importErrorFile: 'prices-errors.xlsx', progress: { done: ROWS } });
    expect(logs).toContainEqual(expect.objectContaining({ message: 'job left for another process', transactionId }));
    expect(logs).toContainEqual(expect.objectContaining({ message: 'job done', transactionId, attempt: 2 }));
    expect((await readdir(uploadDir)).filter((name) => name.startsWith(transactionId)).sort()).toEqual([
      `${transactionId}-errors-tr.xlsx`,
      `${transactionId}-errors.xlsx`,
      `${transactionId}.xlsx`,
    ]);
  }, 60_000);
});

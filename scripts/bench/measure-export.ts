/**
 * One orders export on a fresh BFF: POST → poll the transactions list until the job ends. Times it from the POST to
 * `done` and reads the BFF process's resident memory before and its peak (VmHWM) after.
 */
import { stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { API } from '@contract/api/paths';
import type { ListPage } from '@contract/lists/list-query';
import type { Transaction, TransactionTab } from '@contract/transactions/transaction.types';
import { exportFilePath } from '@bff/lib/jobs/export-job';
import type { BffSession } from './bff-session';
import { memoryMb } from './child-processes';

export interface ExportFigures {
  filters: Record<string, string>;
  rows: number;
  seconds: number;
  rssBeforeMb: number;
  peakRssMb: number;
  fileMb: number;
}

const POLL_MS = 50;

async function finished(session: BffSession, transactionId: string, timeoutMs: number): Promise<Transaction> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await session.getJson<ListPage<Transaction, TransactionTab>>(`${API.transactions}?pageSize=100`);
    const transaction = page.items.find((item) => item.id === transactionId);
    if (!transaction) throw new Error(`transaction ${transactionId} is not in ${API.transactions}`);
    if (transaction.status !== 'open' && transaction.status !== 'inProgress') return transaction;
    if (Date.now() > deadline) throw new Error(`export still ${transaction.status} after ${timeoutMs / 1000} s`);
    await sleep(POLL_MS);
  }
}

export async function measureExport(session: BffSession, bffPid: number, exportDir: string, filters: Record<string, string>): Promise<ExportFigures> {
  const rssBeforeMb = memoryMb(bffPid, 'VmRSS');
  const started = performance.now();
  const answer = await session.postJson<{ transactionId: string; rows: number }>(API.ordersExport, filters);
  const transaction = await finished(session, answer.transactionId, 120_000);
  const seconds = (performance.now() - started) / 1000;
  const peakRssMb = memoryMb(bffPid, 'VmHWM');
  if (transaction.status !== 'done') {
    throw new Error(`the export ended ${transaction.status}: ${JSON.stringify(transaction.error ?? transaction.childErrors)}`);
  }
  if (transaction.rows !== answer.rows) throw new Error(`the export announced ${answer.rows} rows but wrote ${transaction.rows}`);
  const { size } = await stat(exportFilePath(exportDir, transaction.id));
  return { filters, rows: answer.rows, seconds, rssBeforeMb, peakRssMb, fileMb: size / 1024 / 1024 };
}

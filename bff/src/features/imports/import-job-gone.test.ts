/**
 * An import taken over after its process died, whose workbook is gone (it was kept on the dead replica's own disk):
 * it cannot go on, and the transaction says so with how far it had got, in the reader's language.
 */
import tr from '@locales/tr.json';
import { DEFAULT_IMPORT_LIMITS, IMPORT_METHODS } from '@contract/imports/import.types';
import { manualClock } from '../../lib/clock';
import { Downstream } from '../../lib/downstream';
import { fetchTransport } from '../../lib/downstream-transport';
import { pageFiles } from '../../lib/files/page-files';
import { jobRunner } from '../../lib/jobs/job-queue';
import { TransactionStore } from '../../lib/jobs/transaction-store';
import { MemoryStore } from '../../lib/memory-store';
import { Services } from '../../lib/services';
import { TokenSigner } from '../../lib/token-signer';
import { importErrorStore } from './import-errors';
import { importHandler } from './import-job';

const unanswered = () => Promise.reject(new Error('no service is called'));

async function jobOverGoneWorkbook(progress: { done: number; total: number } | null) {
  const clock = manualClock();
  const store = new MemoryStore({ clock });
  const transactions = new TransactionStore({ store, clock });
  const files = pageFiles();
  const signer = await TokenSigner.create({ privateJwk: null, clock });
  const transport = fetchTransport({ identity: unanswered, marketplace: unanswered, logistics: unanswered, accounting: unanswered, audit: unanswered });
  const deps = {
    services: new Services(new Downstream(transport, signer)),
    transactions,
    errors: importErrorStore({ store, transactions, files }),
    files,
    config: { importLimits: DEFAULT_IMPORT_LIMITS },
  };
  const method = IMPORT_METHODS.stockPrice;
  const run = jobRunner({ handlers: { [method]: importHandler(deps, 'stockPrice') }, transactions });
  const transaction = await transactions.create({ companyId: 1001, method, createdBy: 'usr-ayse', file: 'prices.xlsx' });
  if (progress) await transactions.update(transaction.id, { status: 'inProgress', progress });
  const target = { caller: { sub: 'usr-ayse', role: 'seller' as const, companyId: 1001 }, companyId: 1001, userId: 'usr-ayse' };
  const payload = { target, format: 'xlsx', fileName: 'prices.xlsx', language: 'tr' };
  expect(await run({ kind: method, transactionId: transaction.id, payload }, 2)).toBe('finished');
  return transactions.read(transaction.id);
}

describe('an import taken over without its workbook', () => {
  it('ends in error saying which rows were applied and which were not', async () => {
    const ended = await jobOverGoneWorkbook({ done: 40, total: 100 });
    expect(ended).toMatchObject({ status: 'error', error: { code: 'importInterrupted', params: { done: '40', total: '100', lastRow: '41' } } });
    expect(ended!.error!.message).toContain('Rows up to sheet row 41 (40 of 100) were applied');
    const details = tr.transactions.errorDetails.importInterrupted.replace(/\{\{(\w+)\}\}/g, (_, name: string) => ended!.error!.params![name]!);
    expect(details).toBe(
      'Sayfanın 41. satırına kadarki satırlar (100 satırdan 40 tanesi), kontrollerin reddettikleri dışında uygulandı; sonraki satırlar uygulanmadı.',
    );
  });

  it('says only that it stopped when it had applied nothing', async () => {
    const ended = await jobOverGoneWorkbook(null);
    expect(ended?.error).toEqual({ code: 'importInterrupted', message: expect.stringMatching(/^The import stopped/) });
  });
});

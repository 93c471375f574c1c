/** /admin/commissions through the BFF: the list, a change and its audit entry, the commission file and its error file sent back. */
import { COMMISSION_IMPORT_ROUTES, COMMISSION_ROUTES as ROUTES } from '@contract/admin-commissions/commission.routes';
import type { CommissionListAnswer, CommissionRate } from '@contract/admin-commissions/commission.types';
import { fillPath } from '@contract/api/route-def';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import type { ImportStartedAnswer } from '@contract/imports/import.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import { xlsxOf } from '../../test/workbooks';
import { expectBatchIds } from '../../test/batch-ids';

describe('admin commissions', () => {
  let h: Harness;
  let admin: TestBrowser;
  const uploadDir = tempDirPerFile('tezgah-admin-commissions-');
  harnessPerFile(
    async (harness, browser) => {
      h = harness;
      admin = browser;
      await admin.signIn('admin@demo.tezgah.dev', true);
    },
    { env: { UPLOAD_DIR: uploadDir } },
  );
  const list = async (query: string) => {
    const response = await admin.get(`${ROUTES.list.path}?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as CommissionListAnswer;
  };
  const imports = COMMISSION_IMPORT_ROUTES.upload.path;
  const run = async (bytes: Uint8Array, name: string) => {
    const since = h.downstreamRequests.length;
    const sent = await admin.sendFile(`${imports}?name=${name}&lang=tr`, bytes);
    expect(sent.status).toBe(202);
    const { transactionId } = (await sent.json()) as ImportStartedAnswer;
    await h.jobs.drain();
    await expectBatchIds(h, transactionId, since);
    return { transactionId, transaction: (await (await admin.get(`${imports}/${transactionId}`)).json()) as Transaction };
  };

  it('changes one rate from now on; the list and the audit trail say so', async () => {
    const [row] = (await list('marketplace=trendyol&pageSize=10')).items;
    expect(row).toMatchObject({ ratePercent: 15, setBy: null });
    const path = fillPath(ROUTES.set.path, { id: row!.categoryId, marketplace: 'trendyol' });
    const changed = await admin.send('PUT', path, { body: { ratePercent: 13.75 } });
    expect(changed.status).toBe(200);
    expect((await changed.json()) as CommissionRate).toMatchObject({ ratePercent: 13.75, previousPercent: 15, setBy: 'Deniz Kaya' });
    expect((await list('tab=changed')).items).toEqual([expect.objectContaining({ categoryId: row!.categoryId, marketplace: 'trendyol', ratePercent: 13.75 })]);
    const audit = (await (await admin.get(`${AUDIT_ROUTES.list.path}?action=commission.set`)).json()) as AuditListAnswer;
    expect(audit.items.map((entry) => [entry.kind, entry.targets, entry.status])).toEqual([
      ['outcome', { id: String(row!.categoryId), marketplace: 'trendyol' }, 200],
      ['attempt', { id: String(row!.categoryId), marketplace: 'trendyol' }, null],
    ]);
    expect((await admin.send('PUT', path, { body: { ratePercent: 12.345 } })).status).toBe(400);
  });

  it('updates rates from a Turkish file; a bad row lands in the error file, which goes back in as it came out', async () => {
    const [row] = (await list('marketplace=noon-eg&pageSize=10')).items;
    const bytes = await xlsxOf([
      ['Pazaryeri', 'Kategori ID', 'Komisyon Oranı'],
      ['Noon Egypt', row!.categoryId, '9,5'],
      ['noon-eg', 99_999, 9],
    ]);
    const first = await run(bytes, 'komisyon.xlsx');
    expect(first.transaction).toMatchObject({ method: 'commissionBulkUpdate', status: 'warning', rows: 2, importErrorFile: 'komisyon-errors.xlsx' });
    expect(first.transaction.childErrors[0]?.reasons).toEqual([
      { code: 'imports.reasons.categoryUnknown', column: 'Kategori ID', params: { categoryId: 99_999 } },
    ]);
    expect((await list(`marketplace=noon-eg&q=${row!.categoryId}`)).items[0]).toMatchObject({ ratePercent: 9.5, previousPercent: 11 });
    const errorFile = await admin.get(`${imports}/${first.transactionId}/error-file`);
    expect(errorFile.status).toBe(200);
    const again = await run(new Uint8Array(await errorFile.arrayBuffer()), 'komisyon-errors.xlsx');
    expect(again.transaction).toMatchObject({ rows: 1, childErrors: [expect.objectContaining({ reasons: first.transaction.childErrors[0]?.reasons })] });
  });

  it('refuses an admin acting as a seller', async () => {
    const acting = new TestBrowser(h.app);
    await acting.actAs(1001);
    expect((await acting.get(ROUTES.list.path)).status).toBe(403);
    expect((await acting.get(COMMISSION_IMPORT_ROUTES.template.path)).status).toBe(403);
  });
});

/**
 * Hard delete against the real BFF, sandbox and Redis: refused without the typed confirmation (API), then done in the
 * UI with it, and its audit entries read back. It deletes products of a generated company no other e2e test reads.
 */
import { ADMIN_HARD_DELETE_ROUTES as ROUTES } from '@contract/admin-hard-delete/hard-delete.routes';
import type { HardDeletePreview } from '@contract/admin-hard-delete/hard-delete.types';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import { AdminHardDeletePage } from '../../pages/admin-hard-delete-page';
import { writeHeaders } from '../../support/api';
import { expect, test } from '../../support/fixtures';

const COMPANY = 1023;

test.describe('hard delete', () => {
  test.use({ signedInAs: 'admin' });

  test('a hard delete is refused without the typed confirmation (API), then done with it in the UI, and its audit entry read back', async ({
    page,
    texts,
    requestAs,
    baseURL,
  }) => {
    const api = await requestAs('admin');
    const catalog = (await (await api.get(`${ROUTES.preview.path}?companyId=${COMPANY}&scope=catalog`)).json()) as HardDeletePreview;
    const targets = [...new Set(catalog.sample.map((row) => String(row.productId)))].slice(0, 2);
    expect(targets).toHaveLength(2);

    const refused = await api.post(ROUTES.start.path, { headers: writeHeaders(baseURL!), data: { companyId: COMPANY, scope: 'products', targets } });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'typedConfirmationMismatch', fields: { confirmation: 'errors.typedConfirmationMismatch' } });

    const screen = new AdminHardDeletePage(page, texts);
    await screen.goto();
    await screen.choose('products', COMPANY, targets);
    await expect(screen.count('products')).toHaveText('2');
    await screen.confirmWith('2');
    await expect(screen.result).toHaveText(texts.plural('adminHardDelete.job.done.products', 2, { formatted: '2' }));
    await expect(page).toHaveURL(/[?&]job=/);

    const after = (await (
      await api.get(`${ROUTES.preview.path}?companyId=${COMPANY}&scope=products&targets=${targets.join(',')}`)
    ).json()) as HardDeletePreview;
    expect(after.unknown).toEqual(targets);

    const audit = (await (await api.get(`/api/admin/audit?action=adminHardDelete.start&companyId=${COMPANY}`)).json()) as AuditListAnswer;
    const outcomes = audit.items.filter((entry) => entry.kind === 'outcome').map((entry) => [entry.status, entry.code]);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        [202, null],
        [422, 'typedConfirmationMismatch'],
      ]),
    );
    const done = audit.items.find((entry) => entry.kind === 'attempt' && JSON.stringify(entry.input).includes('"confirmation":"2"'));
    expect(done).toMatchObject({ companyId: COMPANY, action: 'adminHardDelete.start' });
  });
});

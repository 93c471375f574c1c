/**
 * Company Tools: staff suspend a company's imports, act as the company from the same row, and its seller's importer
 * says 'Products/variants import functionality is disabled temporarily' and takes no file. The audit trail names the
 * company. The test allows the imports again at the end.
 */
import { API } from '@contract/api/paths';
import { fillPath } from '@contract/api/route-def';
import { ADMIN_COMPANY_TOOLS_ROUTES } from '@contract/admin-companies/company-tools.routes';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import { pathOf } from '@contract/routes';
import { writeHeaders } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { CompanyToolsPage } from '../../pages/company-tools-page';

/** A generated company no other e2e test acts as or pins. */
const COMPANY = 1010;

test.describe('staff in Company Tools', () => {
  test.use({ signedInAs: 'admin', ownSession: true });
  test.describe.configure({ timeout: 60_000 });

  test('suspend a company’s imports, and its seller sees the importer’s refusal', async ({ page, texts, baseURL }) => {
    const tools = new CompanyToolsPage(page, texts);
    const row = await tools.gotoCompany(COMPANY);
    await expect(row.getByTestId('company-import-state')).toHaveText(texts.t('adminCompanyTools.states.allowed'));
    await tools.suspend(row);
    await expect(row.getByTestId('company-import-state')).toHaveText(texts.t('adminCompanyTools.states.suspended'));

    const audit = await page.request.get(`${AUDIT_ROUTES.list.path}?companyId=${COMPANY}&action=adminCompanyTools.setImportState`);
    const outcome = ((await audit.json()) as AuditListAnswer).items.find((entry) => entry.kind === 'outcome');
    expect(outcome).toMatchObject({ companyId: COMPANY, status: 200 });

    await row.getByTestId('company-actAs').click();
    await expect(page).toHaveURL(pathOf('dashboard'));
    await page.goto(pathOf('importStockPrice'));
    await expect(page.getByTestId('import-state-alert')).toContainText(texts.t('errors.importSuspended'));
    await expect(page.getByTestId('upload-submit')).toBeDisabled();

    expect((await page.request.post(API.adminBack, { headers: writeHeaders(baseURL!) })).status()).toBe(200);
    const allowed = await page.request.put(fillPath(ADMIN_COMPANY_TOOLS_ROUTES.setImportState.path, { companyId: COMPANY }), {
      headers: writeHeaders(baseURL!),
      data: { state: 'allowed' },
    });
    expect(allowed.status()).toBe(200);
  });
});

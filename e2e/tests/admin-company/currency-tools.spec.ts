/**
 * Currency Tools by security group: an admin in CurrencyRateEdit changes a rate, sees it with its history, and reads the
 * change back from the audit trail; CurrencyRateList alone reads the rates only. (An admin in neither group is sent to
 * /misc/not-authorized: e2e/tests/admin.spec.ts.) The yuan is changed because no catalogue, marketplace or order is
 * priced in it, so no other test's figures move; the test puts its rate back.
 */
import { fillPath } from '@contract/api/route-def';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import { CURRENCY_RATE_ROUTES } from '@contract/currency-rates/currency-rate.routes';
import type { CurrencyRatesAnswer } from '@contract/currency-rates/currency-rate.types';
import { demoAccount } from '../../support/accounts';
import { writeHeaders } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { CurrencyToolsPage } from '../../pages/currency-tools-page';

const admin = demoAccount('admin');
const CNY = fillPath(CURRENCY_RATE_ROUTES.set.path, { currency: 'CNY' });

test.describe('an admin in CurrencyRateEdit', () => {
  test.use({ signedInAs: 'admin', ownSession: true });

  test('changes the yuan’s dollar rate; the table, its history and the audit trail show the change', async ({ page, texts, baseURL }) => {
    const before = ((await (await page.request.get(CURRENCY_RATE_ROUTES.list.path)).json()) as CurrencyRatesAnswer).items.find(
      (item) => item.currency === 'CNY',
    )!;
    const tools = new CurrencyToolsPage(page, texts);
    await tools.goto();
    await expect(tools.readOnly).toHaveCount(0);
    const saved = page.waitForResponse((answer) => new URL(answer.url()).pathname === CNY && answer.request().method() === 'PUT');
    await tools.setUsdRate('CNY', '0,1401');
    expect((await saved).status()).toBe(200);
    await expect(tools.row('CNY').getByTestId('rate-CNY-USD')).toHaveText('0.1401');

    const history = await tools.openHistory('CNY');
    await expect(history.first()).toContainText(`${admin.firstName} ${admin.lastName}`);

    const audit = await page.request.get(`${AUDIT_ROUTES.list.path}?action=currencyRate.set`);
    expect(audit.status()).toBe(200);
    const entries = ((await audit.json()) as AuditListAnswer).items.filter((entry) => entry.targets.currency === 'CNY');
    const outcome = entries.find((entry) => entry.kind === 'outcome' && entry.status === 200);
    expect(outcome, 'the change has its outcome entry').toMatchObject({ adminEmail: admin.email, companyId: null, action: 'currencyRate.set' });
    const attempt = entries.find((entry) => entry.id === outcome!.attemptId);
    expect(attempt?.input).toMatchObject({ body: { EUR: before.rates.EUR, USD: 0.1401 } });

    const restored = await page.request.put(CNY, { headers: writeHeaders(baseURL!), data: before.rates });
    expect(restored.status()).toBe(200);
  });
});

test.describe('an admin in CurrencyRateList only', () => {
  test.use({ signedInAs: 'finance' });

  test('reads the rates and their history, and may not change one', async ({ page, texts, baseURL }) => {
    const tools = new CurrencyToolsPage(page, texts);
    await tools.goto();
    await expect(tools.readOnly).toHaveText(texts.t('currencyTools.readOnly'));
    for (const currency of ['TRY', 'USD', 'EUR', 'AED', 'SAR', 'EGP'] as const) await expect(tools.row(currency)).toBeVisible();
    await expect(tools.card.getByTestId(/^rate-edit-/)).toHaveCount(0);
    await expect((await tools.openHistory('TRY')).last()).toContainText(texts.t('currencyTools.startingRate'));
    const refused = await page.request.put(CNY, { headers: writeHeaders(baseURL!), data: { EUR: 0.1, USD: 0.1 } });
    expect(refused.status()).toBe(403);
  });
});

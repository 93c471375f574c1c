/** Currency Tools through the BFF: who reads and who changes the rates, and the change in the audit trail. */
import { fillPath } from '@contract/api/route-def';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import { CURRENCY_RATE_ROUTES as ROUTES } from '@contract/currency-rates/currency-rate.routes';
import type { CurrencyRatesAnswer } from '@contract/currency-rates/currency-rate.types';
import type { TestBrowser } from '../../test/browser';
import { harnessPerFile } from '../../test/harness-per-file';

let browser: TestBrowser;
harnessPerFile((_h, fresh) => {
  browser = fresh;
});

const TRY = fillPath(ROUTES.set.path, { currency: 'TRY' });
const put = (by: TestBrowser, path: string, body: unknown) => by.send('PUT', path, { body });
const rateOf = (answer: CurrencyRatesAnswer, currency: string) => answer.items.find((item) => item.currency === currency);

describe('currency tools', () => {
  it('an admin in CurrencyRateEdit changes a rate: the table and its history say so, and the audit trail records it', async () => {
    await browser.signIn('admin@demo.tezgah.dev', true);
    const changed = await put(browser, TRY, { EUR: 0.025, USD: 0.0271 });
    expect(changed.status).toBe(200);
    const listed = (await (await browser.get(ROUTES.list.path)).json()) as CurrencyRatesAnswer;
    expect(rateOf(listed, 'TRY')?.rates).toEqual({ EUR: 0.025, USD: 0.0271 });
    expect(rateOf(listed, 'TRY')?.history[0]).toMatchObject({
      rates: { EUR: 0.025, USD: 0.0271 },
      previous: { EUR: 0.026, USD: 0.0282 },
      by: { name: 'Deniz Kaya', email: 'admin@demo.tezgah.dev' },
    });
    const audit = (await (await browser.get(`${AUDIT_ROUTES.list.path}?action=currencyRate.set`)).json()) as AuditListAnswer;
    expect(audit.items.map((entry) => [entry.kind, entry.targets, entry.adminEmail, entry.status])).toEqual([
      ['outcome', { currency: 'TRY' }, 'admin@demo.tezgah.dev', 200],
      ['attempt', { currency: 'TRY' }, 'admin@demo.tezgah.dev', null],
    ]);
    expect(audit.items[1]?.input).toMatchObject({ body: { EUR: 0.025, USD: 0.0271 } });
  });

  it('with CurrencyRateList only the rates are read, never changed', async () => {
    await browser.signIn('finance@demo.tezgah.dev', true);
    expect((await browser.get(ROUTES.list.path)).status).toBe(200);
    expect((await put(browser, TRY, { EUR: 0.025, USD: 0.0271 })).status).toBe(403);
    const listed = (await (await browser.get(ROUTES.list.path)).json()) as CurrencyRatesAnswer;
    expect(rateOf(listed, 'TRY')?.rates).toEqual({ EUR: 0.026, USD: 0.0282 });
  });

  it('an admin in neither group may not read the rates', async () => {
    await browser.signIn('support@demo.tezgah.dev', true);
    expect((await browser.get(ROUTES.list.path)).status).toBe(403);
    expect((await put(browser, TRY, { EUR: 0.025, USD: 0.0271 })).status).toBe(403);
  });

  it('refuses a rate that is not a positive number, and the euro worth anything but 1 euro', async () => {
    await browser.signIn('admin@demo.tezgah.dev', true);
    const zero = await put(browser, TRY, { EUR: 0, USD: 0.0271 });
    expect(zero.status).toBe(400);
    expect(await zero.json()).toMatchObject({ fields: { EUR: 'currencyTools.ratePositive' } });
    const self = await put(browser, fillPath(ROUTES.set.path, { currency: 'EUR' }), { EUR: 2, USD: 1.1 });
    expect(self.status).toBe(400);
    expect(await self.json()).toMatchObject({ fields: { EUR: 'currencyTools.selfRate' } });
    expect((await put(browser, fillPath(ROUTES.set.path, { currency: 'GBP' }), { EUR: 1, USD: 1 })).status).toBe(404);
  });
});

import { groupIban } from '@contract/company/company.rules';
import { COMPANY_ROUTES } from '@contract/company/company.routes';
import { expect, test } from '../../support/fixtures';
import { CompanyInfoPage, companyProfileByApi, saveBankByApi } from '../../pages/company-info-page';

/** The IBAN with its first check digit changed: the mod-97 check fails. */
const wrongCheckDigit = (iban: string) => iban.replace(/^(..)(.)/, (_all, country: string, digit: string) => `${country}${digit === '9' ? '0' : '9'}`);

// The refusals change nothing, so they use Ayşe; the one save uses Li's company (1003), which no other test reads.
test.describe('Ayşe of Anadolu Tekstil (1001)', () => {
  test.use({ signedInAs: 'ayse' });

  test("a refused save says 'Please check all fields.' and keeps what was typed", async ({ page, texts }) => {
    const before = await companyProfileByApi(page.request);
    const screen = new CompanyInfoPage(page, texts);
    await screen.goto('contact');
    await screen.field('latinSurname').fill('Yılmaz');
    await screen.field('phone').fill('');
    await screen.field('phone').blur();
    await expect(screen.fieldError('phone')).toBeVisible();
    await screen.save('contact').click();
    await expect(screen.validationError).toContainText('Validation error');
    await expect(screen.validationError).toContainText('Please check all fields.');
    await expect(screen.fieldError('latinSurname')).toHaveText(texts.t('companyInfo.validation.latinOnly'));
    await expect(screen.fieldError('phone')).toHaveText('Please fill out this field.');
    await expect(screen.field('latinSurname')).toHaveValue('Yılmaz');
    await expect(screen.field('phone')).toHaveValue('');
    await expect(screen.savedToast).toHaveCount(0);
    expect(await companyProfileByApi(page.request)).toEqual(before);
  });

  test('a click on Save straight after typing a wrong IBAN is not lost to the error appearing above it', async ({ page, texts }) => {
    const before = await companyProfileByApi(page.request);
    const screen = new CompanyInfoPage(page, texts);
    await screen.goto('bank');
    await screen.field('iban').fill(wrongCheckDigit(before.bank.iban));
    // The press blurs the field; its error must not push Save from under the pointer before the release.
    await screen.save('bank').click();
    await expect(screen.validationError).toContainText('Please check all fields.');
    await expect(screen.fieldError('iban')).toHaveText(texts.t('companyInfo.validation.iban'));
  });

  test('an IBAN with a wrong check digit is refused by the form and by the BFF', async ({ page, texts, baseURL }) => {
    const before = await companyProfileByApi(page.request);
    const wrong = wrongCheckDigit(before.bank.iban);
    const screen = new CompanyInfoPage(page, texts);
    await screen.goto('bank');
    await screen.field('iban').fill(wrong);
    // Leaving the field shows its problem at once.
    await screen.field('iban').blur();
    await expect(screen.fieldError('iban')).toHaveText(texts.t('companyInfo.validation.iban'));
    await screen.save('bank').click();
    await expect(screen.validationError).toContainText('Please check all fields.');
    await expect(screen.field('iban')).toHaveValue(groupIban(wrong));

    const { paymentProviderKeyLast4: _last4, ...bank } = before.bank;
    const refused = await saveBankByApi(page.request, baseURL!, { ...bank, iban: wrong, changeKey: false, paymentProviderKey: '' });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'validation', message: 'Please check all fields.', fields: { iban: 'companyInfo.validation.iban' } });
    expect((await companyProfileByApi(page.request)).bank.iban).toBe(before.bank.iban);
  });
});

test.describe('Li of OneClick Electronics (1003)', () => {
  test.use({ signedInAs: 'li' });

  test('a valid change is saved, says who made it, and survives a reload', async ({ page, texts }) => {
    const screen = new CompanyInfoPage(page, texts);
    await screen.goto('company');
    const website = `https://shop-${Date.now()}.oneclick.example`;
    await screen.field('website').fill(website);
    const saved = page.waitForResponse((response) => response.url().endsWith(COMPANY_ROUTES.saveCompany.path) && response.request().method() === 'PUT');
    await screen.save('company').click();
    expect((await saved).status()).toBe(200);
    await expect(screen.savedToast).toBeVisible();
    await expect(screen.lastChanged('company')).toContainText('Last changed by Li');

    await page.reload();
    await screen.settled();
    await expect(screen.tab('company')).toHaveAttribute('aria-selected', 'true');
    await expect(screen.field('website')).toHaveValue(website);
    await expect(screen.lastChanged('company')).toContainText('Last changed by Li');
  });
});

import { API } from '@contract/api/paths';
import { channelsLackingConfiguration } from '@contract/catalog/marketplace-settings.api';
import { PUBLIC_PATHS } from '@contract/routes';
import { expect, test } from '../../support/fixtures';
import { bodyOf, findSetting, marketplaceSettings, saveByApi, settingOf } from '../../support/marketplace-sales-api';
import { MarketplaceSalesPage } from '../../pages/marketplace-sales-page';

// The world is shared by every test: the refusals change nothing; the one save uses a company no other test saves for.
test.describe('an admin acting as Anadolu Tekstil (1001)', () => {
  test.use({ signedInAs: 'admin', actingAs: 1001 });

  test('a save without a shipping provider is refused, and the form keeps what was typed', async ({ page, texts, baseURL }) => {
    const before = await marketplaceSettings(page.request);
    const setting = findSetting(before, (candidate) => candidate.globallyConfigured && candidate.shippingProvider === null);
    const screen = new MarketplaceSalesPage(page, texts);
    await screen.goto();
    const card = screen.card(setting.marketplace);
    await expect(card.shippingProvider).toHaveValue('');
    await card.rate.fill('12.5');
    await card.save.click();
    await expect(card.fieldError('Please select a shipping provider.')).toBeVisible();
    await expect(card.fieldError(texts.t('validation.shippingProviderRequired'))).toBeVisible();
    await expect(card.rate).toHaveValue('12.5');
    await expect(screen.savedToast).toHaveCount(0);

    const refused = await saveByApi(page.request, baseURL!, setting.marketplace, { ...bodyOf(setting), rate: 12.5, shippingProvider: null });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'shippingProviderRequired', message: 'Please select a shipping provider.' });
    await page.reload();
    await screen.settled();
    await expect(card.shippingProvider).toHaveValue('');
    expect(settingOf(await marketplaceSettings(page.request), setting.marketplace)).toEqual(setting);
  });

  test('a rate of 0 is refused with the spec text under the rate', async ({ page, texts, baseURL }) => {
    const before = await marketplaceSettings(page.request);
    const setting = findSetting(
      before,
      (candidate) => candidate.globallyConfigured && candidate.shippingProvider !== null && candidate.marketplace !== 'noon-ae',
    );
    const screen = new MarketplaceSalesPage(page, texts);
    await screen.goto();
    const card = screen.card(setting.marketplace);
    await card.rate.fill('0');
    await card.save.click();
    await expect(card.fieldError('Please enter a rate value bigger than zero.')).toBeVisible();
    await expect(card.rate).toHaveValue('0');
    await expect(card.rate).toHaveAttribute('aria-invalid', 'true');

    const refused = await saveByApi(page.request, baseURL!, setting.marketplace, { ...bodyOf(setting), rate: 0 });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'marketplaceRateInvalid',
      message: 'Please enter a rate value bigger than zero.',
      fields: { rate: 'validation.rateAboveZero' },
    });
    expect(settingOf(await marketplaceSettings(page.request), setting.marketplace).rate).toBe(setting.rate);
  });
});

test.describe('an admin acting as OneClick Electronics (1003)', () => {
  test.use({ signedInAs: 'admin', actingAs: 1003 });

  test('a save on Noon UAE shows on Noon KSA and Noon Egypt after a reload, and the screen says it would', async ({ page, texts }) => {
    // A save, a full reload and two cards' checks: more than the default budget on a busy machine.
    test.slow();
    const { t } = texts;
    const before = await marketplaceSettings(page.request);
    for (const code of ['noon-ae', 'noon-sa', 'noon-eg'] as const) expect(settingOf(before, code).globallyConfigured).toBe(true);
    const rate = Number((settingOf(before, 'noon-ae').rate + 1.25).toFixed(2));
    const screen = new MarketplaceSalesPage(page, texts);
    await screen.goto();
    const channels = [t('marketplaces.noon-ae'), t('marketplaces.noon-sa'), t('marketplaces.noon-eg')].join(', ');
    await expect(screen.group('noon').getByTestId('group-note')).toHaveText(t('marketplaceSales.groupNote', { group: 'Noon', channels }));

    const uae = screen.card('noon-ae');
    await uae.rate.fill(String(rate));
    await uae.chooseProvider('aramex');
    await uae.chooseRefundMethod('refundWithoutReturn');
    await uae.save.click();
    await expect(screen.savedToast).toBeVisible();
    await expect(uae.saved).toHaveText(t('marketplaceSales.savedShared', { channels }));

    await page.reload();
    await screen.settled();
    for (const code of ['noon-sa', 'noon-eg'] as const) {
      const card = screen.card(code);
      await expect(card.rate).toHaveValue(String(rate));
      await expect(card.shippingProvider).toHaveValue('aramex');
      await expect(card.refundMethod).toHaveValue('refundWithoutReturn');
    }
    const after = await marketplaceSettings(page.request);
    expect(settingOf(after, 'noon-eg')).toMatchObject({ rate, shippingProvider: 'aramex', refundMethod: 'refundWithoutReturn' });
    expect(settingOf(after, 'hepsiburada')).toEqual(settingOf(before, 'hepsiburada'));
  });
});

test.describe('an admin acting as Gulf Home Goods (1002)', () => {
  test.use({ signedInAs: 'admin', actingAs: 1002 });

  test('the marketplace without the global configuration says why and offers no save', async ({ page, texts, baseURL }) => {
    const before = await marketplaceSettings(page.request);
    const setting = findSetting(before, (candidate) => !candidate.globallyConfigured);
    const screen = new MarketplaceSalesPage(page, texts);
    await screen.goto();
    const card = screen.card(setting.marketplace);
    await expect(card.heading).toBeVisible();
    await expect(card.notConfigured).toHaveText(texts.t('errors.marketplaceNotConfigured'));
    await expect(card.save).toHaveCount(0);
    await expect(card.rate).toBeDisabled();
    const configured = findSetting(
      before,
      (candidate) => channelsLackingConfiguration(candidate.marketplace, before.settings, before.marketplaces).length === 0,
    );
    await expect(screen.card(configured.marketplace).save).toBeEnabled();

    const refused = await saveByApi(page.request, baseURL!, setting.marketplace, { ...bodyOf(setting), rate: 10, shippingProvider: 'dhl' });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).code).toBe('marketplaceNotConfigured');
  });
});

test.describe('a plain seller', () => {
  test.use({ signedInAs: 'ayse' });

  test('gets not-authorized on /marketplace-sales, and the API refuses', async ({ page, shell }) => {
    await page.goto(MarketplaceSalesPage.path);
    await expect(page).toHaveURL(PUBLIC_PATHS.notAuthorized);
    await expect(shell.notAuthorizedHeading).toBeVisible();
    expect((await page.request.get(API.marketplaceSales)).status()).toBe(403);
  });
});

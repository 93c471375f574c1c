import { addDays, dayOf, earliestHolidayStart } from '@contract/logistics/holiday.rules';
import type { EadListAnswer } from '@contract/logistics/ead.query';
import { LOGISTICS_SETTINGS_ROUTES as ROUTES } from '@contract/logistics/logistics.routes';
import { expect, test } from '../../support/fixtures';
import { LogisticsPage } from '../../pages/logistics-page';

// Holidays are added and deleted for Omar's company; no other test reads its holidays.

test.describe('the Holiday Manager', () => {
  test.use({ signedInAs: 'omar' });

  test('refuses a start date too soon with the rule’s message, and the form keeps what was typed', async ({ page, texts }) => {
    const logistics = new LogisticsPage(page, texts);
    await logistics.openHolidays();
    const today = dayOf(Date.now());
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(ROUTES.createHoliday.path)) posted.push(request.url());
    });

    await logistics.holidays.getByTestId('toolbar-create').click();
    await expect(page).toHaveURL(/action=create/);
    const dialog = logistics.createDialog;
    await logistics.fillHoliday({ name: 'Warehouse move', country: 'AE', start: today, end: addDays(today, 3) });
    await dialog.getByTestId('dialog-submit').click();

    await expect(dialog.getByText(texts.t('logistics.holidays.validation.startTooSoon'))).toBeVisible();
    await expect(logistics.field(dialog, 'name')).toHaveValue('Warehouse move');
    await expect(logistics.field(dialog, 'country')).toHaveValue(logistics.countryName('AE'));
    // A day shows the portal's way in English, dd/mm/yyyy (DateInput).
    const shown = (day: string) => day.split('-').reverse().join('/');
    await expect(logistics.field(dialog, 'start')).toHaveValue(shown(today));
    await expect(logistics.field(dialog, 'end')).toHaveValue(shown(addDays(today, 3)));
    expect(posted).toEqual([]);
  });

  test('creates a valid holiday, lists it, and deletes it after a confirm', async ({ page, texts }) => {
    const logistics = new LogisticsPage(page, texts);
    await logistics.openHolidays();
    const name = `Stock count ${Date.now()}`;
    const start = addDays(earliestHolidayStart(dayOf(Date.now())), 1);

    await logistics.holidays.getByTestId('toolbar-create').click();
    await logistics.fillHoliday({ name, country: 'AE', start, end: addDays(start, 1) });
    const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(ROUTES.createHoliday.path));
    await logistics.createDialog.getByTestId('dialog-submit').click();
    expect((await created).status()).toBe(201);
    await expect(logistics.createDialog).toHaveCount(0);
    await expect(logistics.holidayRow(name)).toHaveCount(1);

    await logistics.deleteButton(name).click();
    await expect(page).toHaveURL(/action=delete/);
    await expect(logistics.deleteDialog).toContainText(name);
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/api/logistics/holidays/'));
    await logistics.deleteDialog.getByTestId('dialog-submit').click();
    expect((await deleted).status()).toBe(204);
    await expect(logistics.deleteDialog).toHaveCount(0);
    await expect(logistics.holidayRow(name)).toHaveCount(0);
  });
});

test.describe('the EAD list', () => {
  test.use({ signedInAs: 'ayse' });

  test('filters the lanes by destination, in the URL', async ({ page, texts }) => {
    const logistics = new LogisticsPage(page, texts);
    await logistics.openEad();
    const all = (await (await page.request.get(ROUTES.ead.path, { params: { pageSize: '100' } })).json()) as EadListAnswer;
    await expect(logistics.eadRows).toHaveCount(Math.min(all.total, 25));

    const answered = page.waitForResponse((response) => response.url().includes(`${ROUTES.ead.path}?`) && response.url().includes('destination=DE'));
    await logistics.filterEad('destination', 'DE');
    expect((await answered).status()).toBe(200);
    await expect(page).toHaveURL(/section=ead/);
    await expect(page).toHaveURL(/destination=DE/);
    const toGermany = all.items.filter((row) => row.destinationCountry === 'DE');
    await expect(logistics.eadRows).toHaveCount(toGermany.length);
    await expect(logistics.eadRows.first()).toContainText(texts.t('logistics.ead.days_other', { count: toGermany[0]!.estimatedDays }));
  });
});

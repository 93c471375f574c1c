import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

type HolidayField = 'name' | 'country' | 'start' | 'end';

/** /logistics: the Holiday Manager with its dialogs, and the EAD list with its filters. */
export class LogisticsPage {
  readonly holidays: Locator;
  readonly holidayRows: Locator;
  readonly ead: Locator;
  readonly eadRows: Locator;
  readonly createDialog: Locator;
  readonly deleteDialog: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.holidays = page.getByTestId('list-holidays');
    this.holidayRows = this.holidays.getByTestId('data-row');
    this.ead = page.getByTestId('list-ead');
    this.eadRows = this.ead.getByTestId('data-row');
    this.createDialog = page.getByTestId('dialog-create');
    this.deleteDialog = page.getByTestId('dialog-delete');
  }

  async openHolidays(): Promise<void> {
    await this.page.goto(pathOf('logistics'));
    await expect(this.holidays.getByRole('heading', { name: this.texts.t('logistics.holidays.title'), level: 1 })).toBeVisible();
    await expect(this.holidays.getByTestId('list-loading')).toHaveCount(0);
  }

  async openEad(): Promise<void> {
    await this.page.goto(`${pathOf('logistics')}?section=ead`);
    await expect(this.ead.getByRole('heading', { name: this.texts.t('logistics.ead.title'), level: 1 })).toBeVisible();
    await expect(this.ead.getByTestId('list-loading')).toHaveCount(0);
  }

  field(dialog: Locator, name: HolidayField): Locator {
    return dialog.getByLabel(this.texts.t(`logistics.holidays.fields.${name}`), { exact: true });
  }

  holidayRow(name: string): Locator {
    return this.holidayRows.filter({ hasText: name });
  }

  /** The row's Delete button (named with the holiday, as screen readers hear it). */
  deleteButton(name: string): Locator {
    return this.holidays.getByRole('button', { name: `${this.texts.t('logistics.holidays.delete.action')}: ${name}`, exact: true });
  }

  async fillHoliday(values: Record<HolidayField, string>): Promise<void> {
    const dialog = this.createDialog;
    await this.field(dialog, 'name').fill(values.name);
    const country = this.countryName(values.country);
    await this.field(dialog, 'country').click();
    await this.field(dialog, 'country').fill(country);
    await dialog.getByRole('option', { name: country, exact: true }).click();
    await this.field(dialog, 'start').fill(values.start);
    await this.field(dialog, 'end').fill(values.end);
  }

  /** A country's name as the English screens show it (the browser's own names). */
  countryName(code: string): string {
    return new Intl.DisplayNames(['en-GB'], { type: 'region' }).of(code) ?? code;
  }

  /** Chooses a country in an EAD filter by its code and applies the filters. */
  async filterEad(name: 'origin' | 'destination', country: string): Promise<void> {
    const bar = this.ead.getByTestId('filter-bar');
    await bar.getByLabel(this.texts.t(`logistics.ead.columns.${name}`), { exact: true }).selectOption(country);
    await bar.getByTestId('filter-apply').click();
  }
}

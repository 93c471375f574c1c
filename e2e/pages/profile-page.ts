import type { Locator, Page } from '@playwright/test';
import { routeById } from '@contract/routes';
import type { TextKey, Texts } from '../support/texts';

/** /pages/profile: the signed-in user's details as term / definition pairs. */
export class ProfilePage {
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.heading = page.getByRole('heading', { name: texts.t('routes.profile'), level: 1 });
  }

  async goto(): Promise<void> {
    await this.page.goto(routeById('profile')!.path);
  }

  /** The definition that follows the term `labelKey`. */
  value(labelKey: TextKey): Locator {
    const label = this.texts.t(labelKey).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}

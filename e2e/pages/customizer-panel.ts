import type { Locator, Page } from '@playwright/test';
import type { CustomizerSettings } from '@contract/customizer';
import type { TextKey, Texts } from '../support/texts';

type Choice = 'layout' | 'theme';

/** The theme customizer offcanvas, opened from the gear button on the page edge. */
export class CustomizerPanel {
  readonly openButton: Locator;
  readonly panel: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.openButton = page.getByRole('button', { name: texts.t('customizer.open') });
    this.panel = page.getByRole('dialog', { name: texts.t('customizer.title') });
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await this.panel.waitFor();
  }

  async close(): Promise<void> {
    await this.panel.getByRole('button', { name: this.texts.t('common.close') }).click();
    await this.panel.waitFor({ state: 'hidden' });
  }

  option<K extends Choice>(name: K, value: CustomizerSettings[K]): Locator {
    const group = this.panel.getByRole('group', { name: this.texts.t(`customizer.${name}.label`) });
    return group.getByRole('radio', { name: this.texts.t(`customizer.${name}.${value}` as TextKey), exact: true });
  }

  get collapsedSidebar(): Locator {
    return this.panel.getByLabel(this.texts.t('customizer.sidebarCollapsed'));
  }
}

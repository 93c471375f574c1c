import { expect, type Locator, type Page } from '@playwright/test';
import type { PackageStatus } from '@contract/packages/package.types';
import { pathOf } from '@contract/routes';
import type { TextKey, Texts } from '../support/texts';

export type PackageSection = 'summary' | 'items' | 'tracking' | 'documents';
export type PackageAction = 'refreshLabel' | 'recreateLabel' | 'delete';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /packages/:packageId: status badge, label actions (re-create asks first), the fields and documents. */
export class PackageDetailPage {
  readonly statusBadge: Locator;
  readonly recreateDialog: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.statusBadge = page.getByTestId('detail-screen').getByTestId('badge-status');
    this.recreateDialog = page.getByTestId('dialog-recreate-label');
  }

  static path(id: number): string {
    return pathOf('packageDetail', { packageId: id });
  }

  heading(id: number): Locator {
    return this.page.getByRole('heading', { name: this.texts.t('packages.detail.title', { id }), level: 1 });
  }

  async open(id: number): Promise<void> {
    await this.page.goto(PackageDetailPage.path(id));
    await expect(this.heading(id)).toBeVisible();
  }

  statusText(status: PackageStatus): string {
    return this.texts.t(`packages.status.${status}`);
  }

  action(id: PackageAction): Locator {
    return this.page.getByTestId(`action-${id}`);
  }

  reason(id: PackageAction): Locator {
    return this.page.getByTestId(`reason-${id}`);
  }

  section(id: PackageSection): Locator {
    const label = this.texts.t(`packages.detail.tabs.${id}`);
    return this.page.getByTestId('detail-tabs').getByRole('tab', { name: new RegExp(`^${escape(label)}`) });
  }

  async openSection(id: PackageSection): Promise<Locator> {
    await this.section(id).click();
    await expect(this.section(id)).toHaveAttribute('aria-selected', 'true');
    return this.page.getByTestId(`panel-${id}`);
  }

  /** The value shown for a field of the open section (e.g. 'labelVersion' under documents). */
  fieldValue(id: string): Locator {
    return this.page.getByTestId(`field-${id}`).getByRole('definition');
  }

  toast(key: TextKey): Locator {
    return this.page.getByTestId('toast').filter({ hasText: this.texts.t(key) });
  }
}

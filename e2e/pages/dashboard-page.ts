import { expect, type Locator, type Page } from '@playwright/test';
import { API } from '@contract/api/paths';
import type { DashboardAnswer } from '@contract/dashboard/dashboard.types';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

export const DASHBOARD_WIDGETS = ['gmv', 'ordersPerDay', 'orderStages', 'packageStates', 'questionStates', 'claimTypes', 'rejectedReasons'] as const;
export type DashboardWidget = (typeof DASHBOARD_WIDGETS)[number];

/** '/': the seller's dashboard widgets, their figures and links, and the 'as of' time. */
export class DashboardPage {
  readonly root: Locator;
  readonly asOf: Locator;
  readonly staleNotice: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.root = page.getByTestId('dashboard');
    this.asOf = page.getByTestId('dashboard-as-of');
    this.staleNotice = page.getByTestId('dashboard-stale');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${pathOf('dashboard')}${query}`);
    // The first visit boots the session and lazy-loads the view's chunk (charts included): give it room.
    await expect(this.root.getByRole('heading', { name: this.texts.t('routes.dashboard'), level: 1 })).toBeVisible({ timeout: 20_000 });
  }

  widget(id: DashboardWidget): Locator {
    return this.page.getByTestId(`dashboard-widget-${id}`);
  }

  /** The link of one slice (an order stage, a package state…) with its label in the user's language. */
  link(widget: DashboardWidget, key: string): Locator {
    return this.page.getByTestId(`dashboard-link-${widget}-${key}`);
  }

  count(widget: DashboardWidget, key: string): Locator {
    return this.page.getByTestId(`dashboard-count-${widget}-${key}`);
  }

  /** What the BFF answers for this session right now (the browser's own cookie). */
  async answer(): Promise<DashboardAnswer> {
    const response = await this.page.request.get(API.dashboard);
    expect(response.status(), `GET ${API.dashboard}`).toBe(200);
    return (await response.json()) as DashboardAnswer;
  }

  /** A number as the interface writes it in the user's language. */
  number(value: number): string {
    return new Intl.NumberFormat(this.texts.language === 'tr' ? 'tr-TR' : 'en-GB').format(value);
  }
}

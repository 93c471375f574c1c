import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@contract/api/session';
import { routeById, type MenuGroup } from '@contract/routes';
import type { RouteTitleId, Texts } from '../support/texts';

/** The signed-in shell: sidebar (vertical layout), top bar, user menu, toasts and the sign-out dialog. */
export class ShellPage {
  readonly sidebar: Locator;
  readonly topBar: Locator;
  readonly main: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    // Neither the sidebar nor the top bar is a landmark (CoreUI renders plain divs; see the e2e report), so their
    // test ids are the stable handles; everything inside is found by role and name.
    this.sidebar = page.getByTestId('sidebar');
    this.topBar = page.getByTestId('top-bar');
    this.main = page.getByRole('main');
  }

  async sidebarWidth(): Promise<number> {
    return (await this.sidebar.boundingBox())?.width ?? 0;
  }

  /** Sidebar group headers, in order: the list items that hold no link. */
  get groupHeaders(): Locator {
    return this.sidebar.getByRole('listitem').filter({ hasNot: this.page.getByRole('link') });
  }

  groupTitle(group: MenuGroup): string {
    return this.texts.t(`menu.groups.${group}`);
  }

  /** The sidebar link of a catalogued page (a collapse may carry the same title, so the target must match too). */
  menuLink(routeId: RouteTitleId): Locator {
    const path = routeById(routeId)?.path;
    if (!path) throw new Error(`${routeId} is not a catalogued route`);
    return this.sidebar.getByRole('link', { name: this.texts.t(`routes.${routeId}`), exact: true }).and(this.page.locator(`[href="${path}"]`));
  }

  /** The toggle of a sidebar collapse (Products, Orders, …). */
  collapseToggle(collapseId: RouteTitleId): Locator {
    return this.sidebar.getByRole('link', { name: this.texts.t(`routes.${collapseId}`), exact: true }).and(this.page.locator('[aria-expanded]'));
  }

  /** A menu link with its count badge: the badge adds what it counts ("345 active products") to the link's name. */
  menuLinkWithCount(routeId: RouteTitleId, count: number): Locator {
    const badge = routeById(routeId)?.badge;
    if (!badge) throw new Error(`${routeId} has no count badge`);
    const name = `${this.texts.t(`routes.${routeId}`)} ${this.texts.plural(`menu.counts.${badge}`, count)}`;
    return this.sidebar.getByRole('link', { name, exact: true }).and(this.page.locator(`[href="${routeById(routeId)?.path}"]`));
  }

  /** Opens a sidebar collapse (Products, Orders, …) so its children show; one holding the page's own item is open already. */
  async expand(collapseId: RouteTitleId): Promise<void> {
    const toggle = this.collapseToggle(collapseId);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  companyIdButton(id: number): Locator {
    return this.topBar.getByRole('button', { name: this.texts.t('shell.copyCompanyId', { id }) });
  }

  get oneClickBadge(): Locator {
    return this.topBar.getByText(this.texts.t('shell.oneClick'), { exact: true });
  }

  get supportLink(): Locator {
    return this.topBar.getByRole('button', { name: this.texts.t('shell.supportRequests') });
  }

  languageButton(current: Language): Locator {
    return this.topBar.getByRole('button', { name: this.texts.t('shell.language', { language: this.texts.t(`languages.${current}`) }) });
  }

  /** Opens the language dropdown (labelled in the current language) and picks `target`. */
  async chooseLanguage(current: Language, target: Language): Promise<void> {
    await this.languageButton(current).click();
    await this.topBar.getByRole('button', { name: this.texts.t(`languages.${target}`), exact: true }).click();
  }

  userMenu(name: string): Locator {
    return this.topBar.getByRole('button', { name: this.texts.t('shell.userMenu', { name }) });
  }

  async openLogout(name: string): Promise<void> {
    await this.userMenu(name).click();
    await this.topBar.getByRole('link', { name: this.texts.t('shell.logout'), exact: true }).click();
  }

  get logoutDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.texts.t('auth.logout.title') });
  }

  toast(key: 'shell.copied' | 'shell.copyFailed'): Locator {
    return this.page.getByRole('status').filter({ hasText: this.texts.t(key) });
  }

  get actingAsBanner(): Locator {
    return this.page.getByRole('status').filter({ hasText: this.texts.t('shell.backToAdmin') });
  }

  get notAuthorizedHeading(): Locator {
    return this.page.getByRole('heading', { name: this.texts.t('misc.notAuthorized.title'), level: 1 });
  }
}

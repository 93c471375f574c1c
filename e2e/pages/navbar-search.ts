import type { Locator, Page } from '@playwright/test';
import type { Texts } from '../support/texts';

/** The navbar page search (with a bookmark star on every result) and the bookmark bar beside it. */
export class NavbarSearch {
  readonly box: Locator;
  readonly results: Locator;
  readonly bookmarkBar: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.box = page.getByRole('combobox', { name: texts.t('search.label') });
    this.results = page.getByRole('listbox', { name: texts.t('search.resultsLabel') }).getByRole('option');
    this.bookmarkBar = page.getByRole('navigation', { name: texts.t('bookmarks.label') });
  }

  /** The page titles of the results shown now. */
  async resultTitles(): Promise<string[]> {
    return (await this.results.allInnerTexts()).map((title) => title.trim());
  }

  /** A result's star: a mouse target inside the option (an option holds no button; Alt+Enter stars from the keyboard). */
  starButton(title: string): Locator {
    return this.results.filter({ hasText: title }).getByTitle(this.texts.t('bookmarks.star', { title }), { exact: true });
  }

  unstarButton(title: string): Locator {
    return this.results.filter({ hasText: title }).getByTitle(this.texts.t('bookmarks.unstar', { title }), { exact: true });
  }

  /** Starred pages shown as icons in the navbar (named by their titles). */
  get starredIcons(): Locator {
    return this.bookmarkBar.getByRole('link');
  }

  /** Names of the navbar bookmark icons, left to right. */
  async starredTitles(): Promise<string[]> {
    return this.starredIcons.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
  }

  overflowToggle(overflowCount: number): Locator {
    return this.bookmarkBar.getByRole('button', { name: this.texts.plural('bookmarks.more', overflowCount), exact: true });
  }
}

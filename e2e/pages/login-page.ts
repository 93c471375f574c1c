import type { Locator, Page } from '@playwright/test';
import { PUBLIC_PATHS } from '@contract/routes';
import type { Texts } from '../support/texts';

export type Realm = 'seller' | 'staff';

/** /login (sellers) and /admin/login (staff). */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.email = page.getByLabel(texts.t('auth.fields.email'), { exact: true });
    this.password = page.getByLabel(texts.t('auth.fields.password'), { exact: true });
    this.submit = page.getByRole('button', { name: texts.t('auth.login.submit'), exact: true });
    this.error = page.getByRole('alert');
  }

  async goto(realm: Realm = 'seller'): Promise<void> {
    await this.page.goto(realm === 'staff' ? PUBLIC_PATHS.adminLogin : PUBLIC_PATHS.login);
  }

  heading(realm: Realm): Locator {
    return this.page.getByRole('heading', { name: this.texts.t(`auth.login.title.${realm}`), level: 1 });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

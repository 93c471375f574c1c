import type { Locator, Page } from '@playwright/test';
import { PASSWORD_RESET_LINK_MINUTES } from '@contract/constants';
import { PUBLIC_PATHS } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /forgot-password: ask for a reset link. */
export class ForgotPasswordPage {
  readonly email: Locator;
  readonly submit: Locator;
  readonly sent: Locator;
  readonly error: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.email = page.getByLabel(texts.t('auth.fields.email'), { exact: true });
    this.submit = page.getByRole('button', { name: texts.t('auth.forgot.submit') });
    this.sent = page.getByText(texts.t('auth.forgot.sent', { minutes: PASSWORD_RESET_LINK_MINUTES }));
    this.error = page.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto(PUBLIC_PATHS.forgotPassword);
  }

  async request(email: string): Promise<void> {
    await this.email.fill(email);
    await this.submit.click();
  }
}

/** /reset-password?token=…: the page the mailed link opens. */
export class ResetPasswordPage {
  readonly heading: Locator;
  readonly password: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;
  readonly saved: Locator;
  readonly loginButton: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.heading = page.getByRole('heading', { name: texts.t('auth.reset.title'), level: 1 });
    this.password = page.getByLabel(texts.t('auth.fields.newPassword'), { exact: true });
    this.confirm = page.getByLabel(texts.t('auth.fields.confirmPassword'), { exact: true });
    this.submit = page.getByRole('button', { name: texts.t('auth.reset.submit') });
    this.saved = page.getByText(texts.t('auth.reset.saved'));
    this.loginButton = page.getByRole('link', { name: texts.t('auth.reset.login'), exact: true });
  }

  async setPassword(password: string, confirmation = password): Promise<void> {
    await this.password.fill(password);
    await this.confirm.fill(confirmation);
    await this.submit.click();
  }
}

import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { COMPANY_ROUTES } from '@contract/company/company.routes';
import type { CompanyProfile, CompanyProfileAnswer, CompanySection } from '@contract/company/company.types';
import { pathOf } from '@contract/routes';
import { writeHeaders } from '../support/api';
import type { Texts } from '../support/texts';

/** The profile as the SPA reads it, to pick values before the test drives the screen and to check what was saved. */
export async function companyProfileByApi(request: APIRequestContext): Promise<CompanyProfile> {
  const response = await request.get(COMPANY_ROUTES.profile.path);
  expect(response.status(), `GET ${COMPANY_ROUTES.profile.path}`).toBe(200);
  return ((await response.json()) as CompanyProfileAnswer).profile;
}

/** A bank save sent straight to the BFF, the way the SPA sends it (the BFF must refuse what the form refuses). */
export function saveBankByApi(request: APIRequestContext, baseURL: string, body: Record<string, unknown>) {
  return request.put(COMPANY_ROUTES.saveBank.path, { headers: writeHeaders(baseURL), data: body });
}

/** /company-info: four tabs, each a form with its save, its errors and who changed it last. */
export class CompanyInfoPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly validationError: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.root = page.getByTestId('company-info');
    this.heading = this.root.getByRole('heading', { name: texts.t('companyInfo.title'), level: 1 });
    this.validationError = this.root.getByTestId('validation-error');
  }

  static path(tab?: CompanySection): string {
    return `${pathOf('companyInfo')}${tab ? `?tab=${tab}` : ''}`;
  }

  async goto(tab?: CompanySection): Promise<void> {
    await this.page.goto(CompanyInfoPage.path(tab));
    await this.settled();
  }

  /** The form is the answer of the page's own load (a full page load boots the SPA first: give it room). */
  async settled(): Promise<void> {
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
    await expect(this.root.getByTestId('detail-loading')).toHaveCount(0, { timeout: 15_000 });
  }

  tab(section: CompanySection): Locator {
    return this.root.getByRole('tab', { name: this.texts.t(`companyInfo.tabs.${section}`), exact: true });
  }

  /** An input by its Formik path ('iban', 'billing.city'). */
  field(name: string): Locator {
    return this.root.getByTestId(`field-${name}`);
  }

  fieldError(name: string): Locator {
    return this.root.getByTestId(`error-${name}`);
  }

  save(section: CompanySection): Locator {
    return this.root.getByTestId(`save-${section}`);
  }

  lastChanged(section: CompanySection): Locator {
    return this.root.getByTestId(`last-changed-${section}`);
  }

  /** The success notice of a save. */
  get savedToast(): Locator {
    return this.page.getByTestId('toast').filter({ hasText: this.texts.t('companyInfo.saved') });
  }
}

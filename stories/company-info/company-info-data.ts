/**
 * Company Info props for the page stories, from the seeded world the sandbox serves and read with the same world
 * operation its route calls: Anadolu Tekstil (1001), Ayşe's company, with one tab changed by Ayşe.
 */
import type { CompanyProfileAnswer } from '@contract/company/company.types';
import { pathOf } from '@contract/routes';
import type { ApiFailure } from '@web/lib/http';
import type { CommandState, DetailState } from '@web/lib/resources/detail-resource';
import { getProfile, saveSection } from '@mocks/world/company/company-operations';
import { createWorld } from '@mocks/world/world';
import { SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

function anadolu(): CompanyProfileAnswer {
  const seeded = getProfile(world, SELLER_COMPANY_ID);
  if (!seeded) throw new Error(`The seeded world has no company ${SELLER_COMPANY_ID}`);
  const changed = saveSection(
    world,
    SELLER_COMPANY_ID,
    { section: 'contact', body: seeded.profile.contact },
    {
      by: 'Ayşe Yılmaz',
      at: new Date(STORY_NOW).toISOString(),
      actingAdmin: false,
    },
  );
  return changed && 'profile' in changed ? changed : seeded;
}

export const PROFILE = anadolu();

export const readyProfile = (command: CommandState | null = null): DetailState<CompanyProfileAnswer> => ({
  status: 'ready',
  id: SELLER_COMPANY_ID,
  data: PROFILE,
  error: null,
  command,
});
export const loadingProfile = (): DetailState<CompanyProfileAnswer> => ({ status: 'loading', id: SELLER_COMPANY_ID, data: null, error: null, command: null });
export const failedProfile = (error: ApiFailure): DetailState<CompanyProfileAnswer> => ({
  status: 'error',
  id: SELLER_COMPANY_ID,
  data: null,
  error,
  command: null,
});

/** `/company-info` with a tab (`?tab=bank`). */
export const companyInfoRoute = (tab?: string) => `${pathOf('companyInfo')}${tab ? `?tab=${tab}` : ''}`;

/** An IBAN of Anadolu's with its first check digit changed: the mod-97 check refuses it. */
export const WRONG_CHECK_DIGIT_IBAN = PROFILE.profile.bank.iban.replace(
  /^(..)(.)/,
  (_all, country: string, digit: string) => `${country}${digit === '9' ? '0' : '9'}`,
);

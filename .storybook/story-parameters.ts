/** The story parameters the preview understands, and their defaults. */
import type { Parameters } from '@storybook/react-vite';
import type { CustomizerSettings } from '@contract/customizer';
import type { RootState } from '@web/app/reducer';
import { isMockScenario, type MockScenario } from '@mocks/browser-bff/scenarios';

export interface BffParameters {
  /** Which scenario the BFF in the page plays (mocks/browser-bff/scenarios.ts). */
  scenario: MockScenario;
  /** Delay of every answer in the 'slow' scenario. */
  slowMs?: number;
}

export interface SessionParameters {
  /** A demo account's e-mail (mocks/world/demo-accounts.ts): the story starts signed in as this person. */
  email: string;
  /** With an admin's e-mail: the admin acts as the owner of this company (admin-as-user). */
  actingAsCompanyId?: number;
  /** Page ids starred (in order) through the bookmark API before the story renders. */
  starred?: readonly string[];
}

export interface AppParameters {
  bff: BffParameters;
  /** Null: signed out. */
  session: SessionParameters | null;
  /** The MemoryRouter's first entry. */
  route: string;
  /** Customizer settings on top of the defaults; the theme comes from the toolbar unless set here. */
  customizer: Partial<CustomizerSettings>;
  /** Extra store state (e.g. the customizer panel open). The session is seeded from `session`. */
  preloadedState: Partial<RootState>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readSession(value: unknown): SessionParameters | null {
  if (!isRecord(value) || typeof value.email !== 'string') return null;
  const starred = Array.isArray(value.starred) ? value.starred.filter((id): id is string => typeof id === 'string') : [];
  return {
    email: value.email,
    starred,
    ...(typeof value.actingAsCompanyId === 'number' ? { actingAsCompanyId: value.actingAsCompanyId } : {}),
  };
}

function readBff(value: unknown): BffParameters {
  const scenario = isRecord(value) && isMockScenario(value.scenario) ? value.scenario : 'default';
  const slowMs = isRecord(value) && typeof value.slowMs === 'number' ? value.slowMs : undefined;
  return slowMs === undefined ? { scenario } : { scenario, slowMs };
}

/** Reads what a story asked for; anything missing or malformed falls back to a signed-out 'default' story at '/'. */
export function readAppParameters(parameters: Parameters): AppParameters {
  if ('mirage' in parameters) throw new Error('The story parameter `mirage: { scenario }` is now `bff: { scenario }`.');
  return {
    bff: readBff(parameters.bff),
    session: readSession(parameters.session),
    route: typeof parameters.route === 'string' ? parameters.route : '/',
    customizer: isRecord(parameters.customizer) ? (parameters.customizer as Partial<CustomizerSettings>) : {},
    preloadedState: isRecord(parameters.preloadedState) ? (parameters.preloadedState as Partial<RootState>) : {},
  };
}

/** Typed builder for the stories: `parameters: appParameters({ session: { email } })`. */
export function appParameters(parameters: Partial<AppParameters> & Parameters): Parameters {
  return parameters;
}

/** The mock scenarios: how the BFF in the page behaves, chosen with `?scenario=` in dev:mock or per story. */
export const MOCK_SCENARIOS = ['default', 'empty', 'errors', 'slow'] as const;
export type MockScenario = (typeof MOCK_SCENARIOS)[number];

/** localStorage key that remembers the dev:mock scenario across reloads. */
export const MOCK_SCENARIO_KEY = 'tezgah.mock.scenario';
/** Delay of every answer in the 'slow' scenario unless told otherwise. */
export const SLOW_SCENARIO_DEFAULT_MS = 1500;

export function isMockScenario(value: unknown): value is MockScenario {
  return typeof value === 'string' && (MOCK_SCENARIOS as readonly string[]).includes(value);
}

/** dev:mock's scenario: the one `?scenario=` names (then remembered), else the one remembered, else 'default'. */
export function chosenScenario(params: URLSearchParams, storage: Storage): MockScenario {
  const asked = params.get('scenario');
  if (isMockScenario(asked)) storage.setItem(MOCK_SCENARIO_KEY, asked);
  const remembered = storage.getItem(MOCK_SCENARIO_KEY);
  return isMockScenario(remembered) ? remembered : 'default';
}

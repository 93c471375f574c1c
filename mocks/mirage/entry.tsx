/**
 * dev:mock entry (vite --mode mock swaps it in for web/src/app/main.tsx): starts Mirage with the scenario from
 * `?scenario=` (remembered in localStorage), `?delay=` ms for 'slow' and `?mirageLog` to log every call, then loads
 * the real SPA entry.
 */
import { isMockScenario, MOCK_SCENARIO_KEY, type MockScenario } from './scenarios';
import { startMirage } from './server';

function chosenScenario(params: URLSearchParams): MockScenario {
  const asked = params.get('scenario');
  if (isMockScenario(asked)) localStorage.setItem(MOCK_SCENARIO_KEY, asked);
  const remembered = localStorage.getItem(MOCK_SCENARIO_KEY);
  return isMockScenario(remembered) ? remembered : 'default';
}

const params = new URLSearchParams(window.location.search);
const delay = Number(params.get('delay'));
startMirage({
  scenario: chosenScenario(params),
  environment: 'development',
  logging: params.has('mirageLog'),
  ...(Number.isFinite(delay) && delay > 0 ? { slowMs: delay } : {}),
});

await import('@web/app/main');

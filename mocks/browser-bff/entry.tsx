/**
 * dev:mock entry with MOCK_BFF=browser (vite.config.ts swaps it in for web/src/app/main.tsx): starts the real BFF in
 * the page over the sandbox, with the scenario from `?scenario=` (remembered in localStorage, as Mirage's entry
 * does), `?delay=` ms for 'slow' and `?bffLog` to print the BFF's log lines, then loads the real SPA entry.
 */
import { isMockScenario, MOCK_SCENARIO_KEY, type MockScenario } from '@mocks/mirage/scenarios';
import { startBrowserBff } from './browser-bff';

/** Mirage's development timing, so dev:mock feels the same on either. */
const DEV_LATENCY_MS = 150;

function chosenScenario(params: URLSearchParams): MockScenario {
  const asked = params.get('scenario');
  if (isMockScenario(asked)) localStorage.setItem(MOCK_SCENARIO_KEY, asked);
  const remembered = localStorage.getItem(MOCK_SCENARIO_KEY);
  return isMockScenario(remembered) ? remembered : 'default';
}

const params = new URLSearchParams(window.location.search);
const delay = Number(params.get('delay'));
const bff = await startBrowserBff({
  scenario: chosenScenario(params),
  latencyMs: params.has('latency') ? Number(params.get('latency')) || 0 : DEV_LATENCY_MS,
  ...(Number.isFinite(delay) && delay > 0 ? { slowMs: delay } : {}),
  ...(params.has('bffLog') ? { logSink: (line) => console.debug('bff', line) } : {}),
});
Object.assign(window, { tezgahBrowserBff: bff });
console.info(`tezgah: the BFF runs in this page (scenario '${bff.scenario}', booted in ${Math.round(bff.bootMs)} ms)`);

await import('@web/app/main');

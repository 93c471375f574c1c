/**
 * dev:mock's entry (vite.config.ts swaps it in for web/src/app/main.tsx): starts the real BFF in the page over the
 * sandbox, with the scenario from `?scenario=` (remembered in localStorage), `?delay=` ms for 'slow', `?latency=` ms
 * for the others and `?bffLog` to print the BFF's log lines, then loads the real SPA entry.
 */
import { startBrowserBff } from './browser-bff';
import { chosenScenario } from './scenarios';

/** A little latency, so loading states show for a moment as they would over a network. */
const DEV_LATENCY_MS = 150;

const params = new URLSearchParams(window.location.search);
const delay = Number(params.get('delay'));
const bff = await startBrowserBff({
  scenario: chosenScenario(params, localStorage),
  latencyMs: params.has('latency') ? Number(params.get('latency')) || 0 : DEV_LATENCY_MS,
  ...(Number.isFinite(delay) && delay > 0 ? { slowMs: delay } : {}),
  ...(params.has('bffLog') ? { logSink: (line) => console.debug('bff', line) } : {}),
});
Object.assign(window, { tezgahBrowserBff: bff });
console.info(`tezgah: the BFF runs in this page (scenario '${bff.scenario}', booted in ${Math.round(bff.bootMs)} ms)`);

await import('@web/app/main');

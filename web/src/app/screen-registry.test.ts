import { ROUTES } from '@contract/routes';
import { preloadScreenAt, routesWithoutScreen, SCREENS } from './screen-registry';

/** Lower this number when a screen is built; it may never silently go up. */
const ROUTES_WITHOUT_SCREEN = 0;

it('counts the catalogued routes that still render the shared "not available yet" page', () => {
  const missing = routesWithoutScreen();
  console.log(`routes without a screen: ${missing.length} of ${ROUTES.length}`);
  expect(missing).toHaveLength(ROUTES_WITHOUT_SCREEN);
});

it('registers screens only for catalogued routes', () => {
  const known = new Set<string>(ROUTES.map((route) => route.id));
  expect(Object.keys(SCREENS).filter((id) => !known.has(id))).toEqual([]);
});

describe('preloadScreenAt', () => {
  it('loads the chunk of the screen a path opens, and nothing for a path no screen draws', async () => {
    const orders = SCREENS.orders!;
    const detail = SCREENS.orderDetail!;
    const spies = [vi.spyOn(orders, 'preload'), vi.spyOn(detail, 'preload')];
    await preloadScreenAt('/orders/1001003048');
    await preloadScreenAt('/no-such-page');
    expect(detail.preload).toHaveBeenCalledTimes(1);
    expect(orders.preload).not.toHaveBeenCalled();
    for (const spy of spies) spy.mockRestore();
  });
});

import { MENU_COLLAPSES, ROUTES } from '@contract/routes';
import { hasIcon } from './icons';

it('has an icon for every icon name the route catalogue uses', () => {
  const missing = [...ROUTES, ...MENU_COLLAPSES].map((entry) => entry.icon).filter((name) => !hasIcon(name));
  expect(missing).toEqual([]);
});

it('has the icons the list toolbars use (export, refresh)', () => {
  expect(['cilCloudDownload', 'cilReload'].filter((name) => !hasIcon(name))).toEqual([]);
});

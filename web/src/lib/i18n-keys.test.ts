/** Every literal key the SPA passes to t() (or as a *Key prop) exists in the English bundle. */
import en from '@locales/en.json';

type Tree = { [key: string]: string | Tree };
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

function has(tree: Tree, key: string): boolean {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return false;
    node = node[part];
  }
  return node !== undefined;
}

const exists = (key: string) => has(en as Tree, key) || has(en as Tree, `${key}_one`) || has(en as Tree, `${key}_other`);

it('uses only i18n keys that exist', () => {
  const pattern = /\bt\(\s*'([\w.-]+)'|(?:Key|messageKey)[=:(]\s*["']([\w.-]+)["']|toastShown\(\s*'([\w.-]+)'/g;
  const used = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(pattern)) used.add(match[1] ?? match[2] ?? match[3] ?? '');
  }
  expect(used.size).toBeGreaterThan(50);
  expect([...used].filter((key) => !exists(key))).toEqual([]);
});

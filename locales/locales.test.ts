import { PAGES_GROUP_TITLE } from '@contract/api/navigation';
import { ERROR_MESSAGES } from '@contract/errors';
import { MENU_COLLAPSES, MENU_GROUPS, ROUTES } from '@contract/routes';
import en from './en.json';
import tr from './tr.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(en as Tree);
const turkish = flatten(tr as Tree);
const contractSources = import.meta.glob<string>(['../contract/**/*.ts', '!../contract/**/*.test.ts'], { query: '?raw', import: 'default', eager: true });
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)].map((m) => (m[2] ? `${m[1]}, ${m[2]}` : m[1])).sort();

describe('locales', () => {
  it('say a screen’s load failure one way: “Cannot load the …. Please try again later.” (the spec’s variants text aside)', () => {
    const variants = english.get('productEdit.loadError');
    for (const [key, text] of english) {
      if (!key.endsWith('.loadError') || text === variants) continue;
      expect(text, key).toMatch(/^Cannot load the .+\. Please try again later\.$/);
      expect(turkish.get(key), key).toMatch(/ yüklen(emedi|emiyor)\. Lütfen daha sonra tekrar deneyin\.$/);
    }
  });

  it('have the same keys in en and tr', () => {
    expect([...english.keys()].filter((key) => !turkish.has(key))).toEqual([]);
    expect([...turkish.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('have no empty texts and the same {{placeholders}} in both languages', () => {
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(turkish.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('give every contract error code a text: the spec English one, and a real Turkish one', () => {
    for (const [code, message] of Object.entries(ERROR_MESSAGES)) {
      expect(english.get(`errors.${code}`), code).toBe(message);
      const turkishText = turkish.get(`errors.${code}`);
      expect(turkishText, code).toBeTruthy();
      expect(turkishText, code).not.toBe(message);
    }
  });

  it('name every catalogued route, menu collapse, menu group and search group', () => {
    const missing = [
      ...[...ROUTES, ...MENU_COLLAPSES].map((entry) => `routes.${entry.id}`),
      ...MENU_GROUPS.map((group) => `menu.groups.${group}`),
      PAGES_GROUP_TITLE,
    ].filter((key) => !english.has(key) || !turkish.has(key));
    expect(missing).toEqual([]);
  });

  it('have every validation.* key the contract schemas use, with the spec §5 texts', () => {
    const used = new Set(Object.values(contractSources).flatMap((source) => [...source.matchAll(/'(validation\.\w+)'/g)].map((m) => m[1] ?? '')));
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((key) => !english.has(key) || !turkish.has(key))).toEqual([]);
    expect(Object.fromEntries([...english].filter(([key]) => key.startsWith('validation.')))).toMatchObject({
      'validation.passwordRequired': 'Password field is required.',
      'validation.passwordRules': 'Password must meet the requirements stated above.',
      'validation.passwordsMustMatch': 'Passwords must match.',
      'validation.emailInvalid': 'Please enter a valid e-mail address',
      'validation.nameRequired': 'Please enter your name.',
    });
  });
});

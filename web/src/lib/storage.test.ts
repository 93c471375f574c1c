import { DEFAULT_CUSTOMIZER } from '@contract/customizer';
import { makeUser } from '@web/test/fixtures';
import { storage } from './storage';

describe('storage', () => {
  it('keeps userData, uiLang and the customizer under their fixed keys', () => {
    const user = makeUser('user');
    storage.set('userData', user);
    storage.set('uiLang', 'tr');
    storage.set('tezgah.customizer', { ...DEFAULT_CUSTOMIZER, theme: 'dark' });
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toEqual(user);
    expect(localStorage.getItem('uiLang')).toBe('tr');
    expect(storage.get('userData')).toEqual(user);
    expect(storage.get('tezgah.customizer')?.theme).toBe('dark');
  });

  it('ignores values it does not understand', () => {
    localStorage.setItem('uiLang', 'de');
    localStorage.setItem('userData', '{not json');
    localStorage.setItem('tezgah.customizer', JSON.stringify({ theme: 'neon', direction: 'rtl' }));
    expect(storage.get('uiLang')).toBeNull();
    expect(storage.get('userData')).toBeNull();
    expect(storage.get('tezgah.customizer')).toEqual({ ...DEFAULT_CUSTOMIZER, direction: 'rtl' });
  });

  it('reports whether mpProductSearch exists and clears everything on request', () => {
    expect(storage.has('mpProductSearch')).toBe(false);
    localStorage.setItem('mpProductSearch', 'sku=ABC');
    expect(storage.has('mpProductSearch')).toBe(true);
    expect(storage.get('mpProductSearch')).toBe('sku=ABC');
    storage.clearAll();
    expect(localStorage.length).toBe(0);
  });
});

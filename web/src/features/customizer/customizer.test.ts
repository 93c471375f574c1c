import { runSaga, type Saga } from 'redux-saga';
import { DEFAULT_CUSTOMIZER, type CustomizerSettings } from '@contract/customizer';
import { persistAndApply } from './customizer.sagas';
import { customizerChanged, customizerReducer, loadStoredCustomizer } from './customizer.slice';
import { applyCustomizerToDocument } from './document-theme';

async function change(state: CustomizerSettings, patch: Partial<CustomizerSettings>): Promise<CustomizerSettings> {
  const next = customizerReducer(state, customizerChanged(patch));
  await runSaga({ getState: () => ({ customizer: next }), dispatch: () => undefined }, persistAndApply as Saga).toPromise();
  return next;
}

describe('customizer', () => {
  beforeEach(() => Object.defineProperty(window, 'innerWidth', { value: 1400, configurable: true, writable: true }));

  it('keeps every option in localStorage and reads it back after a reload', async () => {
    let state = DEFAULT_CUSTOMIZER;
    state = await change(state, { theme: 'dark', menuTheme: 'danger', navbarColor: 'info', navbarType: 'sticky' });
    state = await change(state, { footerType: 'hidden', sidebarCollapsed: true, hideScrollToTop: true, direction: 'rtl', layout: 'horizontal' });
    const stored = JSON.parse(localStorage.getItem('tezgah.customizer') ?? '{}') as CustomizerSettings;
    expect(stored).toEqual(state);
    expect(loadStoredCustomizer()).toEqual({
      layout: 'horizontal',
      theme: 'dark',
      menuTheme: 'danger',
      navbarColor: 'info',
      navbarType: 'sticky',
      footerType: 'hidden',
      sidebarCollapsed: true,
      hideScrollToTop: true,
      direction: 'rtl',
    });
  });

  it('applies theme and direction to <html> live', async () => {
    await change(DEFAULT_CUSTOMIZER, { theme: 'dark', direction: 'rtl' });
    const root = document.documentElement;
    expect(root.getAttribute('data-coreui-theme')).toBe('dark');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(document.getElementById('coreui-stylesheet')?.dataset.direction).toBe('rtl');
    await change(DEFAULT_CUSTOMIZER, { direction: 'ltr' });
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(document.getElementById('coreui-stylesheet')?.dataset.direction).toBe('ltr');
  });

  it('keeps the page light in semi-dark, and drops semi-dark in the horizontal layout', () => {
    const semi = { ...DEFAULT_CUSTOMIZER, theme: 'semi-dark' as const };
    applyCustomizerToDocument(document, semi, 1400);
    expect(document.documentElement.getAttribute('data-coreui-theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('semi-dark');
    applyCustomizerToDocument(document, { ...semi, layout: 'horizontal' }, 1400);
    expect(document.documentElement.dataset.layout).toBe('horizontal');
    expect(document.documentElement.dataset.theme).toBe('light');
    applyCustomizerToDocument(document, { ...semi, layout: 'horizontal' }, 1199);
    expect(document.documentElement.dataset.layout).toBe('vertical');
    expect(document.documentElement.dataset.theme).toBe('semi-dark');
  });
});

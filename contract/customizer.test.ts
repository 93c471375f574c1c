import { DEFAULT_CUSTOMIZER, effectiveLayout, effectiveTheme, parseCustomizer } from './customizer';
import { HORIZONTAL_LAYOUT_MIN_WIDTH } from './constants';

describe('customizer', () => {
  it('falls back to defaults for unknown stored values', () => {
    expect(parseCustomizer(null)).toEqual(DEFAULT_CUSTOMIZER);
    expect(parseCustomizer({ theme: 'neon', sidebarCollapsed: 'yes', navbarType: 'sticky' })).toEqual({ ...DEFAULT_CUSTOMIZER, navbarType: 'sticky' });
  });

  it('uses horizontal only from 1200 px', () => {
    const horizontal = { ...DEFAULT_CUSTOMIZER, layout: 'horizontal' as const };
    expect(effectiveLayout(horizontal, 1200, HORIZONTAL_LAYOUT_MIN_WIDTH)).toBe('horizontal');
    expect(effectiveLayout(horizontal, 1199, HORIZONTAL_LAYOUT_MIN_WIDTH)).toBe('vertical');
  });

  it('has no semi-dark in the horizontal layout', () => {
    const semiDark = { ...DEFAULT_CUSTOMIZER, theme: 'semi-dark' as const };
    expect(effectiveTheme(semiDark, 'horizontal')).toBe('light');
    expect(effectiveTheme(semiDark, 'vertical')).toBe('semi-dark');
  });
});

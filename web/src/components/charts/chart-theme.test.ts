import { readChartTheme, translucent } from './chart-theme';

describe('chart theme', () => {
  it('reads CoreUI’s variables and falls back to mid-tones without them', () => {
    const element = document.createElement('div');
    document.body.append(element);
    expect(readChartTheme(element).colour('primary')).toBe('#5856d6');
    element.style.setProperty('--cui-primary', '#123456');
    element.style.setProperty('--cui-body-color', 'rgba(255, 255, 255, 0.87)');
    const theme = readChartTheme(element);
    expect(theme.colour('primary')).toBe('#123456');
    expect(theme.text).toBe('rgba(255, 255, 255, 0.87)');
    element.remove();
  });

  it('makes hex colours translucent and leaves other notations alone', () => {
    expect(translucent('#39f')).toBe('#3399ff33');
    expect(translucent('#5856d6')).toBe('#5856d633');
    expect(translucent('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
  });
});

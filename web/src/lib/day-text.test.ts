import { dayOfText, isIsoDay } from './day-text';

describe('dayOfText', () => {
  it('reads a day written day first, as the portal writes it in Turkish and in English', () => {
    expect(dayOfText('07.12.2026')).toBe('2026-12-07');
    expect(dayOfText('07/12/2026')).toBe('2026-12-07');
    expect(dayOfText(' 7-2-2026 ')).toBe('2026-02-07');
    expect(dayOfText('07122026')).toBe('2026-12-07');
    expect(dayOfText('2026-12-07')).toBe('2026-12-07');
  });

  it('is null for what is no day yet, or no day at all', () => {
    for (const text of ['', '07.12', '07.12.26', '31.02.2026', '29.02.2027', '00.01.2026', '12/31/2026', '2026-02-30', 'today']) {
      expect(dayOfText(text), text).toBeNull();
    }
    expect(dayOfText('29.02.2028')).toBe('2028-02-29');
  });

  it('tells an ISO day from a typed text or an impossible day', () => {
    expect(isIsoDay('2026-12-07')).toBe(true);
    expect(isIsoDay('07.12.2026')).toBe(false);
    expect(isIsoDay('2026-04-31')).toBe(false);
  });
});

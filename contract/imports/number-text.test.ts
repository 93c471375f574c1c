import { readNumberText } from './number-text';

describe('readNumberText', () => {
  it('reads each unambiguous shape', () => {
    const read = (text: string) => readNumberText(text);
    expect(['1.234,50', '1,234.50', '1234.5', '12,50', '-3', ' 7 ', '1.234.567', '1,234,567.5', '0,500', '1234,567', '12.5'].map(read)).toEqual(
      [1234.5, 1234.5, 1234.5, 12.5, -3, 7, 1234567, 1234567.5, 0.5, 1234.567, 12.5].map((value) => ({ value })),
    );
  });

  it('calls a shape that could be either ambiguous, with both readings', () => {
    expect(readNumberText('2,000')).toEqual({ ambiguous: { whole: 2000, decimal: 2 } });
    expect(readNumberText('1,499')).toEqual({ ambiguous: { whole: 1499, decimal: 1.499 } });
    expect(readNumberText('-1.499')).toEqual({ ambiguous: { whole: -1499, decimal: -1.499 } });
  });

  it('reads nothing else as a number', () => {
    for (const text of ['', 'abc', '1.2.3', '1,23,456', '1.234,5,6', '1,234.567,8', '.5', '5.', '1 234', '12,3.4', '1e5', '0x10', '--1']) {
      expect([text, readNumberText(text)]).toEqual([text, null]);
    }
  });
});

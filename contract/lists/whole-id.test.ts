import { wholeId } from './whole-id';

describe('wholeId', () => {
  it('reads plain digits only', () => {
    expect([wholeId('1'), wholeId('1001'), wholeId('9007199254740991')]).toEqual([1, 1001, 9007199254740991]);
    for (const loose of ['0x3e9', '1e3', ' 100', '100 ', '+100', '1.0', '0', '00', '-1', '', '9007199254740993', '1_000', '١٢']) {
      expect([loose, wholeId(loose)]).toEqual([loose, null]);
    }
    expect([wholeId(undefined), wholeId(null)]).toEqual([null, null]);
  });
});

import { overflowOf } from './use-horizontal-overflow';

describe('overflowOf', () => {
  it('tells hidden content at either end, with half a pixel of slack', () => {
    expect(overflowOf(0, 500, 500)).toEqual({ start: false, end: false });
    expect(overflowOf(0, 500, 900)).toEqual({ start: false, end: true });
    expect(overflowOf(200, 500, 900)).toEqual({ start: true, end: true });
    expect(overflowOf(399.7, 500, 900)).toEqual({ start: true, end: false });
    expect(overflowOf(-200, 500, 900)).toEqual({ start: true, end: true });
  });
});

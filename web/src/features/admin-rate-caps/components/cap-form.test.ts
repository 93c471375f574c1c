import { capBodyOf, capFormProblems, leftAbove } from './cap-form';

const RATES = [8, 15, 22.5, 30];

describe('the cap form', () => {
  it('takes a decimal comma, and counts the companies a cap would leave above it', () => {
    expect(capBodyOf({ cap: '22,5', confirmAbove: false })).toEqual({ cap: 22.5 });
    expect(leftAbove({ cap: '22,5', confirmAbove: false }, RATES)).toBe(1);
    expect(leftAbove({ cap: 'x', confirmAbove: false }, RATES)).toBe(0);
  });

  it('asks staff to confirm a cap that leaves companies above it; a company’s own cap needs no confirmation', () => {
    expect(capFormProblems({ cap: '20', confirmAbove: false }, RATES)).toEqual({ confirmAbove: 'adminRateCaps.edit.confirmRequired' });
    expect(capFormProblems({ cap: '20', confirmAbove: true }, RATES)).toEqual({});
    expect(capFormProblems({ cap: '30', confirmAbove: false }, RATES)).toEqual({});
    expect(capFormProblems({ cap: '20', confirmAbove: false })).toEqual({});
    expect(capFormProblems({ cap: '0', confirmAbove: true }, RATES)).toEqual({ cap: 'adminRateCaps.capInvalid' });
  });
});

import { questionIdOf, ticketIdInPath } from './question-id';

describe('the question ID a seller sees', () => {
  it('is Q and the ticket’s id', () => {
    expect(questionIdOf(1_001_000_005)).toBe('Q1001000005');
  });

  it('opens as a URL as well as the ticket’s id, and nothing else does', () => {
    expect(ticketIdInPath('Q1001000005')).toBe(1_001_000_005);
    expect(ticketIdInPath('q1001000005')).toBe(1_001_000_005);
    expect(ticketIdInPath('1001000005')).toBe(1_001_000_005);
    expect(ticketIdInPath(' Q1001000005 ')).toBeNull();
    expect(ticketIdInPath('Q')).toBeNull();
    expect(ticketIdInPath('QQ1')).toBeNull();
    expect(ticketIdInPath('Q0')).toBeNull();
    expect(ticketIdInPath('0x3e9')).toBeNull();
    expect(ticketIdInPath(undefined)).toBeNull();
  });
});

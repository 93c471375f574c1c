import { groupIban } from '@contract/company/company.rules';
import { reformatKeepingCaret } from './reformat-input';

function inputWith(value: string, caret: number): HTMLInputElement {
  const input = document.createElement('input');
  input.value = value;
  input.setSelectionRange(caret, caret);
  return input;
}

describe('reformatKeepingCaret', () => {
  it('groups what is typed and keeps the caret after the same character, mid-text too', () => {
    const end = inputWith('TR3300061', 9);
    expect(reformatKeepingCaret(end, groupIban)).toBe('TR33 0006 1');
    expect(end.selectionStart).toBe(11);
    // A digit typed after "TR33 0" (caret 6) in an already grouped value: the caret stays after it.
    const middle = inputWith('TR33 09006 1', 7);
    expect(reformatKeepingCaret(middle, groupIban)).toBe('TR33 0900 61');
    expect(middle.selectionStart).toBe(7);
  });

  it('leaves a value already in shape alone', () => {
    const input = inputWith('TR33 0006', 2);
    expect(reformatKeepingCaret(input, groupIban)).toBe('TR33 0006');
    expect(input.selectionStart).toBe(2);
  });
});

/**
 * Reformats what is typed into an input as it is typed (an IBAN in groups of four), keeping the caret after the same
 * character: the formatter only adds or removes spaces, so the caret is placed after as many other characters as
 * stood before it.
 */
export function reformatKeepingCaret(input: HTMLInputElement | HTMLTextAreaElement, format: (value: string) => string): string {
  const caret = input.selectionStart ?? input.value.length;
  const before = input.value.slice(0, caret).replace(/\s/g, '').length;
  const formatted = format(input.value);
  if (formatted === input.value) return formatted;
  let at = 0;
  for (let seen = 0; at < formatted.length && seen < before; at += 1) if (!/\s/.test(formatted[at] ?? '')) seen += 1;
  input.value = formatted;
  input.setSelectionRange(at, at);
  return formatted;
}

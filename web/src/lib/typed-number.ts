/** Typed text as a number: a decimal comma is accepted ("12,50"); empty stays empty so a schema says it is required. */
export function typedNumber(text: string | undefined): number | string | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  const normal = trimmed.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : trimmed;
}

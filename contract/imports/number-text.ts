/**
 * The one reader of numbers written as text in an import file, for every kind: a text is read by its shape when only
 * one reading fits it (`1.234,50`, `1,234.50`, `1234.5`, `12,50`, `1.234.567`); a shape both conventions could have
 * written (one separator then exactly three digits after a 1–3 digit lead: `2,000`, `1,499`) is ambiguous and gives
 * both readings, for the reader to refuse. Whole numbers stay whole; the schemas refuse a fraction where a count is due.
 */
export type NumberReading = { value: number } | { ambiguous: { whole: number; decimal: number } } | null;

const SHAPE = /^(-?)(\d[\d.,]*\d|\d)$/;
const grouped = (text: string, separator: '.' | ',') => new RegExp(`^[1-9]\\d{0,2}(\\${separator}\\d{3})+$`).test(text);

function unsigned(body: string): NumberReading {
  const dot = body.lastIndexOf('.');
  const comma = body.lastIndexOf(',');
  if (dot < 0 && comma < 0) return { value: Number(body) };
  const decimalAt = Math.max(dot, comma);
  const separator = decimalAt === dot ? '.' : ',';
  const other = separator === '.' ? ',' : '.';
  const lead = body.slice(0, decimalAt);
  const fraction = body.slice(decimalAt + 1);
  if (!/^\d+$/.test(fraction)) return null;
  if (lead.includes(other)) return grouped(lead, other) ? { value: Number(`${lead.replaceAll(other, '')}.${fraction}`) } : null;
  if (lead.includes(separator)) return grouped(body, separator) ? { value: Number(body.replaceAll(separator, '')) } : null;
  const decimal = Number(`${lead}.${fraction}`);
  return fraction.length === 3 && grouped(body, separator) ? { ambiguous: { whole: Number(`${lead}${fraction}`), decimal } } : { value: decimal };
}

/** The number a text reads as, both readings when it is ambiguous, null when it is no number. */
export function readNumberText(text: string): NumberReading {
  const shape = SHAPE.exec(text.trim());
  if (!shape) return null;
  const reading = unsigned(shape[2]!);
  if (!reading || shape[1] !== '-') return reading;
  return 'value' in reading ? { value: -reading.value } : { ambiguous: { whole: -reading.ambiguous.whole, decimal: -reading.ambiguous.decimal } };
}

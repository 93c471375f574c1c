/**
 * Text as a sheet's XML carries it. XML 1.0 cannot hold most control characters, so they are written as Excel writes
 * them, `_x0001_`, and a text that already reads like such an escape gets its `_` escaped (`_x005F_`) so that Excel
 * shows it as it was. Lone surrogates become U+FFFD when the text is encoded as UTF-8 (TextEncoder's rule).
 * Tab, line feed and carriage return stay as they are.
 */

const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const UNDERSCORE = 95;
const MARKUP: Readonly<Record<number, string>> = { 34: '&quot;', 38: '&amp;', 60: '&lt;', 62: '&gt;' };
const ESCAPE_REST = /x[0-9A-Fa-f]{4}_/y;
/** A quick look for anything escapeAt might escape (control characters here include tab and line breaks). */
const MAY_NEED_ESCAPE = /[\p{Cc}"&<>_\uFFFE\uFFFF]/u;

const excelEscape = (code: number): string => `_x${code.toString(16).toUpperCase().padStart(4, '0')}_`;

function escapeAt(text: string, at: number, code: number): string | undefined {
  if (code < 32) return code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN ? undefined : excelEscape(code);
  if (code === UNDERSCORE) {
    ESCAPE_REST.lastIndex = at + 1;
    return ESCAPE_REST.test(text) ? '_x005F_' : undefined;
  }
  if (code === 0xfffe || code === 0xffff) return excelEscape(code);
  return MARKUP[code];
}

/** A cell's text, safe inside its `<t>` element. */
export function cellText(text: string): string {
  if (!MAY_NEED_ESCAPE.test(text)) return text;
  let escaped = '';
  let copiedTo = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code >= 32 && code < 0xfffe && code !== UNDERSCORE && MARKUP[code] === undefined) continue;
    const escape = escapeAt(text, at, code);
    if (escape === undefined) continue;
    escaped += text.slice(copiedTo, at) + escape;
    copiedTo = at + 1;
  }
  return copiedTo === 0 ? text : escaped + text.slice(copiedTo);
}

/** A double-quoted attribute's value (a sheet name, a number format): markup escaped, control characters left out. */
export function xmlAttribute(value: string): string {
  return value.replace(/[\p{Cc}\uFFFE\uFFFF]/gu, '').replace(/["&<>]/g, (character) => MARKUP[character.charCodeAt(0)]!);
}

/** `xml:space="preserve"` is needed where Excel would otherwise trim the text's leading or trailing white space. */
export function hasEdgeSpace(text: string): boolean {
  return text.length > 0 && (text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32);
}

/**
 * Text as a sheet's XML carries it. XML 1.0 cannot hold most control characters, so they are written as Excel writes
 * them, `_x0001_`, and a text that already reads like such an escape gets its `_` escaped (`_x005F_`) so that Excel
 * shows it as it was. Lone surrogates become U+FFFD when the text is encoded as UTF-8 (TextEncoder's rule).
 * Tab, line feed and carriage return stay as they are.
 */

/** Anything that needs more than copying: markup, unrepresentable characters, and text that looks like an escape. */
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/;
const ESCAPED = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|_(?=x[0-9A-Fa-f]{4}_)/g;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', _: '_x005F_' };

const escapeOne = (character: string): string =>
  ENTITIES[character] ?? `_x${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;

/** A cell's text, safe inside its `<t>` element. */
export function cellText(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPED, escapeOne) : text;
}

/** A double-quoted attribute's value (a sheet name, a number format): markup escaped, control characters left out. */
export function xmlAttribute(value: string): string {
  return value.replace(/[\u0000-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"]/g, (character) => ENTITIES[character]!);
}

/** `xml:space="preserve"` is needed where Excel would otherwise trim the text's leading or trailing white space. */
export function hasEdgeSpace(text: string): boolean {
  return text.length > 0 && (text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32);
}

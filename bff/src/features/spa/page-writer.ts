/** Writes a signed-in session's data and preload hints into the built index.html (never anything executable). */
import { ME_ELEMENT_ID } from '@contract/api/page-data';
import type { MeResponse } from '@contract/api/session';

/**
 * JSON that can sit inside a `<script>` element: `<`, `>` and `&` as \u escapes (so neither `</script>` nor `<!--` can
 * end or bend the element), U+2028/2029 too (old JavaScript parsers read them as line ends). JSON.parse reads it back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface PageData {
  me: MeResponse;
  /** Files (absolute paths under the site) to hint as `<link rel="modulepreload">`; those the page already names are left out. */
  preloads: readonly string[];
}

/** The page with the data element and the hints just before `</head>` (the page as it is when it has no head). */
export function writePage(html: string, { me, preloads }: PageData): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const hints = preloads.filter((file) => !html.includes(`"${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`);
  const data = `<script type="application/json" id="${ME_ELEMENT_ID}">${scriptSafeJson(me)}</script>`;
  return `${html.slice(0, end)}${[...hints, data].join('')}${html.slice(end)}`;
}

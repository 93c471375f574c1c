import { ME_ELEMENT_ID } from '@contract/api/page-data';
import type { MeResponse } from '@contract/api/session';
import { sellerInfo } from '../../test/fixtures';
import { scriptSafeJson, writePage } from './page-writer';

const PAGE = '<!doctype html><html><head><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';

function meWith(companyName: string): MeResponse {
  return { user: { ...sellerInfo(), companyName } };
}

/** The data element's text as a browser's parser ends it: at the first `</script`. */
function elementText(html: string): string {
  const start = html.indexOf(`id="${ME_ELEMENT_ID}">`) + `id="${ME_ELEMENT_ID}">`.length;
  return html.slice(start, html.toLowerCase().indexOf('</script', start));
}

describe('page writer', () => {
  it.each(['</script><script>alert(1)</script>', '<!--<script>', 'Line\u2028Para\u2029End', 'A & B > C', '</SCRIPT >'])(
    'writes %j so that the element ends where it was written and reads back as it was',
    (companyName) => {
      const html = writePage(PAGE, { me: meWith(companyName), preloads: [] });
      const text = elementText(html);
      expect(text).not.toMatch(/[<>\u2028\u2029]/);
      expect(JSON.parse(text)).toEqual(meWith(companyName));
      expect(html.match(/<script/gi)).toHaveLength(2);
    },
  );

  it('escapes what could end or bend a script element, and nothing JSON.parse would not read back', () => {
    expect(scriptSafeJson({ a: '</script><!--\u2028\u2029&' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u2028\\u2029\\u0026"}');
  });

  it('writes a JSON element that is never executed, and the hints the page does not name already, inside the head', () => {
    const html = writePage(PAGE, { me: meWith('Demo'), preloads: ['/assets/index-a.js', '/assets/signed-in-b.js', '/assets/orders-c.js'] });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script type="application/json" id="${ME_ELEMENT_ID}">`);
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/signed-in-b.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/orders-c.js">');
    expect(head).not.toContain('modulepreload" crossorigin href="/assets/index-a.js"');
    expect(html.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });

  it('leaves a page without a head as it is', () => {
    expect(writePage('<p>x</p>', { me: meWith('Demo'), preloads: [] })).toBe('<p>x</p>');
  });
});

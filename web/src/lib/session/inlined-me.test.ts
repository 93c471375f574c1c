import { ME_ELEMENT_ID } from '@contract/api/page-data';
import { makeUser } from '@web/test/fixtures';
import { takeInlinedMe } from './inlined-me';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) doc.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="${ME_ELEMENT_ID}">${text}</script>`);
  return doc;
}

describe('the user written into the page', () => {
  it('reads it once, \\u escapes included, and takes the element away', () => {
    const user = { ...makeUser('user'), companyName: '</script><!--\u2028' };
    const doc = pageWith(JSON.stringify({ user }).replace(/</g, '\\u003c'));
    expect(takeInlinedMe(doc)).toEqual({ user });
    expect(doc.getElementById(ME_ELEMENT_ID)).toBeNull();
    expect(takeInlinedMe(doc)).toBeNull();
  });

  it('is none without the element, or with one that is not an answer of GET me', () => {
    expect(takeInlinedMe(pageWith(null))).toBeNull();
    expect(takeInlinedMe(pageWith('{not json'))).toBeNull();
    expect(takeInlinedMe(pageWith('{"user":{"id":"x"}}'))).toBeNull();
    expect(takeInlinedMe(pageWith(JSON.stringify({ user: makeUser('user'), countsUnavailable: 'yes' })))).toBeNull();
  });
});

import { MAX_CHARS_WITHOUT_MARKUP, parseXmlPart, unescapeOoxml, XmlPartParser, type XmlTag } from './xml-part';

async function* chunksOf(...texts: string[]): AsyncIterable<Uint8Array> {
  for (const text of texts) yield Buffer.from(text);
}

describe('XmlPartParser', () => {
  it('strips namespace prefixes from tags and attributes, and decodes UTF-8 split between chunks', async () => {
    const tags: XmlTag[] = [];
    const texts: string[] = [];
    const bytes = Buffer.from('<x:a xmlns:x="urn:x" r:id="1"><x:b>Ğüş</x:b></x:a>');
    const splitInsideLetter = bytes.indexOf(Buffer.from('Ğ')) + 1;
    const parser = new XmlPartParser('part.xml', { open: (tag) => tags.push(tag), text: (text) => texts.push(text) });
    parser.write(bytes.subarray(0, splitInsideLetter));
    parser.write(bytes.subarray(splitInsideLetter));
    parser.end();
    expect(tags.map((tag) => tag.name)).toEqual(['a', 'b']);
    expect(tags[0]!.attributes).toEqual({ x: 'urn:x', id: '1' });
    expect(texts.join('')).toBe('Ğüş');
  });

  it('refuses a document type declaration, even split between two chunks', async () => {
    await expect(parseXmlPart('p.xml', chunksOf('<?xml version="1.0"?><!DOC', 'TYPE a []><a/>'), {})).rejects.toMatchObject({ code: 'workbookUnsafe' });
    await expect(parseXmlPart('p.xml', chunksOf('<!DOCTYPE a><a/>'), {})).rejects.toMatchObject({ code: 'workbookUnsafe' });
  });

  it('calls malformed XML and undefined entities unreadable', async () => {
    await expect(parseXmlPart('p.xml', chunksOf('<a><b></a>'), {})).rejects.toMatchObject({ code: 'workbookUnreadable' });
    await expect(parseXmlPart('p.xml', chunksOf('<a>&lol;</a>'), {})).rejects.toMatchObject({ code: 'workbookUnreadable' });
    await expect(parseXmlPart('p.xml', chunksOf('<a>'), {})).rejects.toMatchObject({ code: 'workbookUnreadable' });
  });

  it('refuses a run of characters without markup that saxes would have to buffer', async () => {
    const piece = 'x'.repeat(1024 * 1024);
    const chunks = ['<a><!-- ', ...Array.from({ length: MAX_CHARS_WITHOUT_MARKUP / piece.length + 1 }, () => piece), ' --></a>'];
    await expect(parseXmlPart('p.xml', chunksOf(...chunks), {})).rejects.toMatchObject({
      code: 'workbookUnsafe',
      message: expect.stringContaining('without markup'),
    });
    const texts: string[] = [];
    await parseXmlPart('p.xml', chunksOf('<a>', ...Array.from({ length: 8 }, () => `<t>${piece}</t>`), '</a>'), { text: (text) => texts.push(text) });
    expect(texts).toHaveLength(8);
  });
});

describe('unescapeOoxml', () => {
  it('turns _xHHHH_ escapes into characters', () => {
    expect(unescapeOoxml('a_x000D__x000A_b')).toBe('a\r\nb');
    expect(unescapeOoxml('no_escape_x12')).toBe('no_escape_x12');
  });
});

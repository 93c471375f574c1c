/**
 * Parsing an unpacked workbook part with saxes, chunk by chunk. A document type declaration (the door to entity
 * bombs and external entities) refuses the workbook the moment it shows up, before saxes buffers it; malformed XML
 * makes it unreadable. Tag and attribute names lose their namespace prefix (`x:row` reads `row`).
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { SpreadsheetError } from './workbook-format';

export interface XmlTag {
  name: string;
  attributes: Record<string, string>;
  isSelfClosing: boolean;
}

export interface XmlHandlers {
  open?(tag: XmlTag): void;
  close?(name: string): void;
  text?(text: string): void;
}

const DOCTYPE = '<!DOCTYPE';
/**
 * saxes buffers a text run, comment or attribute until it ends: a part may go this many characters without a tag or
 * a text event (a cell holds at most 32,767 characters), so a crafted run cannot fill memory.
 */
export const MAX_CHARS_WITHOUT_MARKUP = 4 * 1024 * 1024;

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/** The tag without namespace prefixes; saxes's own object when it has none (the usual case: no copy). */
function plainTag(tag: SaxesTagPlain): XmlTag {
  let attributes = tag.attributes;
  for (const name in attributes) {
    if (name.includes(':')) {
      attributes = {};
      for (const prefixed in tag.attributes) attributes[localName(prefixed)] = tag.attributes[prefixed]!;
      break;
    }
  }
  if (attributes === tag.attributes && !tag.name.includes(':')) return tag;
  return { name: localName(tag.name), attributes, isSelfClosing: tag.isSelfClosing };
}

/** One part's parser: write its unpacked chunks in order, then end it. */
export class XmlPartParser {
  private readonly parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  private readonly decoder = new TextDecoder('utf-8');
  /** The last characters of the previous chunk, so a declaration split between two chunks is still seen. */
  private tail = '';
  private sawEvent = false;
  private charsWithoutEvent = 0;

  constructor(
    readonly partName: string,
    handlers: XmlHandlers,
  ) {
    const { open, close, text } = handlers;
    this.parser.on('doctype', () => this.refuseDoctype());
    this.parser.on('error', (error) => {
      throw new SpreadsheetError('workbookUnreadable', `${partName} is not well-formed XML (${error.message})`);
    });
    this.parser.on('opentag', (tag) => {
      this.sawEvent = true;
      open?.(plainTag(tag));
    });
    this.parser.on('closetag', (tag) => {
      this.sawEvent = true;
      close?.(localName(tag.name));
    });
    this.parser.on('text', (content) => {
      this.sawEvent = true;
      text?.(content);
    });
  }

  write(chunk: Uint8Array): void {
    const text = this.decoder.decode(chunk, { stream: true });
    if (text.includes(DOCTYPE) || (this.tail + text.slice(0, DOCTYPE.length)).includes(DOCTYPE)) this.refuseDoctype();
    this.tail = text.slice(-DOCTYPE.length);
    this.sawEvent = false;
    this.parser.write(text);
    this.charsWithoutEvent = this.sawEvent ? 0 : this.charsWithoutEvent + text.length;
    if (this.charsWithoutEvent > MAX_CHARS_WITHOUT_MARKUP) {
      throw new SpreadsheetError('workbookUnsafe', `${this.partName} runs more than ${MAX_CHARS_WITHOUT_MARKUP} characters without markup`);
    }
  }

  end(): void {
    const rest = this.decoder.decode();
    if (rest) this.parser.write(rest);
    this.parser.close();
  }

  private refuseDoctype(): never {
    throw new SpreadsheetError('workbookUnsafe', `${this.partName} holds a document type declaration`);
  }
}

/** Parses a whole part. */
export async function parseXmlPart(partName: string, chunks: AsyncIterable<Uint8Array>, handlers: XmlHandlers): Promise<void> {
  const parser = new XmlPartParser(partName, handlers);
  for await (const chunk of chunks) parser.write(chunk);
  parser.end();
}

/** `_x000D_`-style escapes OOXML uses for characters XML cannot carry. */
export function unescapeOoxml(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Small files made in the test for upload forms. */

/** The smallest PDF the portal accepts: it starts with the `%PDF-` signature and is a valid one-page document. */
export function tinyPdf(name = 'invoice.pdf'): { name: string; mimeType: string; buffer: Buffer } {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`${body}\n`, 'latin1') };
}

export function textFile(name: string, text = 'This is not a PDF.'): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') };
}

/** An .xlsx (like any OOXML file) is a zip: it starts with `PK\x03\x04`. */
export const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04] as const;

/** A 1×1 PNG: a real image whose first bytes are the PNG signature. */
export function tinyPng(name = 'pixel.png'): { name: string; mimeType: string; buffer: Buffer } {
  return {
    name,
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  };
}

/** The bytes of a file a downstream service answered base64-encoded (an invoice PDF, a product image, a claim photo). */
import { base64ToBytes } from '@contract/encoding/base64';

export function serviceFileBytes(contentBase64: string): Uint8Array<ArrayBuffer> {
  const bytes = base64ToBytes(contentBase64);
  if (!bytes) throw new Error('the service answered a file whose content is not base64');
  return bytes;
}

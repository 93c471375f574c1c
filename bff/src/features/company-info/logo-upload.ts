/**
 * The company logo as multipart (`file`), checked here before anything travels downstream: the route's body limit
 * (its description's `multipart`) answers 413 before a larger body is read; then extension, size and the first bytes (spec §5 logo rules).
 */
import type { Context } from 'hono';
import { IMAGE_HEAD_BYTES } from '@contract/catalog/product.api';
import { logoFileProblem } from '@contract/company/company.rules';
import { COMPANY_ROUTES } from '@contract/company/company.routes';
import type { UploadedFile } from '@contract/downstream/uploaded-file';
import { bytesToBase64 } from '@contract/encoding/base64';
import { ApiFailure } from '../../lib/api-failure';
import { uploadTooLarge } from '../../lib/api-route';
import type { AppEnv } from '../../lib/app-env';

const logoTooLarge = () => uploadTooLarge(COMPANY_ROUTES.uploadLogo);

export async function readLogoUpload(c: Context<AppEnv>): Promise<UploadedFile> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new ApiFailure('validation', { fields: { file: 'companyInfo.validation.logoExtension' } });
  }
  const file = form.file instanceof File ? form.file : null;
  if (!file) throw new ApiFailure('validation', { fields: { file: 'validation.fillOutField' } });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = logoFileProblem({ name: file.name, size: bytes.byteLength, head: bytes.subarray(0, IMAGE_HEAD_BYTES) });
  if (problem === 'companyInfo.validation.logoTooLarge') throw logoTooLarge();
  if (problem) throw new ApiFailure('unsupportedFile', { fields: { file: problem } });
  return { fileName: file.name, contentBase64: bytesToBase64(bytes) };
}

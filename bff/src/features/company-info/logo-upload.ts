/**
 * The company logo as multipart (`file`), checked here before anything travels downstream: the body limit in app.ts
 * answers 413 before a larger body is read; then extension, size and the first bytes (spec §5 logo rules).
 */
import type { Context } from 'hono';
import { IMAGE_HEAD_BYTES } from '@contract/catalog/product.api';
import { LOGO_MAX_BYTES, logoFileProblem } from '@contract/company/company.rules';
import { COMPANY_ROUTES } from '@contract/company/company.routes';
import type { LogoUploadBody } from '@contract/downstream/company.routes';
import { bytesToBase64 } from '@contract/encoding/base64';
import { ApiFailure } from '../../lib/api-failure';
import type { AppEnv } from '../../lib/app-env';

/** The logo's limit plus room for the multipart framing. */
export const LOGO_UPLOAD_MAX_BYTES = LOGO_MAX_BYTES + 16 * 1024;

/** `POST /api/company-info/logo`: the one path with the logo's body limit. */
export function isCompanyLogoPath(path: string): boolean {
  return path === COMPANY_ROUTES.uploadLogo.path;
}

export const logoTooLarge = () => new ApiFailure('fileTooLarge', { fields: { file: 'companyInfo.validation.logoTooLarge' } });

export async function readLogoUpload(c: Context<AppEnv>): Promise<LogoUploadBody> {
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

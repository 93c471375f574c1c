/**
 * Company Info in the seeded world (spec §3 Company, §5): what the sandbox's identity service answers. Every save is
 * checked with the contract's schema of its tab and records who made it and when; bank details are refused to an
 * admin acting as the seller; the logo is checked by the product image rules with the logo's own limits.
 */
import { fillPath } from '@contract/api/route-def';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { imageContentType } from '@contract/catalog/product.api';
import { logoFileProblem } from '@contract/company/company.rules';
import { COMPANY_ROUTES } from '@contract/company/company.routes';
import { bankAccountSchema, SECTION_SCHEMAS } from '@contract/company/company.schemas';
import type { CompanyProfileAnswer, CompanySection } from '@contract/company/company.types';
import type { ImageFileAnswer } from '@contract/downstream/catalog-products';
import { base64Facts } from '../catalog/product-images';
import { findCompany } from '../lookups';
import { refusal, type Refusal } from '../refusal';
import type { World } from '../world';
import { profileOf, profileView } from './company-book';

/** Who saves: the person's name, when, and whether an admin acts as the seller. */
export interface CompanyEditor {
  by: string;
  at: string;
  actingAdmin: boolean;
}

/** The profile after the operation, a refusal, or undefined (no such company). */
export type CompanyResult = CompanyProfileAnswer | Refusal | undefined;

export function getProfile(world: World, companyId: number): CompanyProfileAnswer | undefined {
  const record = profileOf(world, companyId);
  return record ? { profile: profileView(world, companyId, record) } : undefined;
}

export function saveSection(world: World, companyId: number, section: CompanySection, input: unknown, editor: CompanyEditor): CompanyResult {
  const record = profileOf(world, companyId);
  if (!record) return undefined;
  if (section === 'bank' && editor.actingAdmin) return refusal('forbidden');
  const schema = SECTION_SCHEMAS[section];
  const fields = fieldErrors(schema, input ?? {});
  if (fields) return refusal('validation', fields);
  if (section === 'bank') {
    const { changeKey, paymentProviderKey, ...bank } = bankAccountSchema.cast(input, { stripUnknown: true });
    record.bank = { ...bank, paymentProviderKey: changeKey ? paymentProviderKey : record.bank.paymentProviderKey };
  } else if (section === 'addresses') record.addresses = SECTION_SCHEMAS.addresses.cast(input, { stripUnknown: true });
  else if (section === 'contact') record.contact = SECTION_SCHEMAS.contact.cast(input, { stripUnknown: true });
  else record.company = SECTION_SCHEMAS.company.cast(input, { stripUnknown: true });
  record.changes[section] = { by: editor.by, at: editor.at };
  return { profile: profileView(world, companyId, record) };
}

export function uploadLogo(world: World, companyId: number, input: Record<string, unknown> | null, editor: CompanyEditor): CompanyResult {
  const record = profileOf(world, companyId);
  const company = findCompany(world, companyId);
  if (!record || !company) return undefined;
  const { fileName, contentBase64 } = input ?? {};
  const facts = typeof contentBase64 === 'string' ? base64Facts(contentBase64) : null;
  if (typeof fileName !== 'string' || !fileName.trim() || !facts) return refusal('unsupportedFile', { file: 'companyInfo.validation.logoExtension' });
  const problem = logoFileProblem({ name: fileName, size: facts.size, head: facts.head });
  if (problem === 'companyInfo.validation.logoTooLarge') return refusal('fileTooLarge', { file: problem });
  if (problem) return refusal('unsupportedFile', { file: problem });
  const version = (world.companyLogos[companyId]?.version ?? 0) + 1;
  world.companyLogos[companyId] = { fileName, contentBase64: contentBase64 as string, version };
  // The version makes a new logo a new address, so browsers holding the old one ask again.
  company.logoUrl = `${fillPath(COMPANY_ROUTES.logo.path, {})}?v=${version}`;
  record.changes.company = { by: editor.by, at: editor.at };
  return { profile: profileView(world, companyId, record) };
}

export function logoFile(world: World, companyId: number): ImageFileAnswer | undefined {
  const stored = world.companyLogos[companyId];
  if (!stored || !findCompany(world, companyId)) return undefined;
  return { fileName: stored.fileName, contentType: imageContentType(stored.fileName), contentBase64: stored.contentBase64 };
}

/**
 * Company Info in the seeded world (spec §3 Company, §5): what the sandbox's identity service answers. Every save
 * (its body checked by the route's schema of its tab) records who made it and when; bank details are refused to an
 * admin acting as the seller; the logo is checked by the product image rules with the logo's own limits.
 */
import { fillPath } from '@contract/api/route-def';
import { imageContentType } from '@contract/catalog/product.api';
import { logoFileProblem } from '@contract/company/company.rules';
import { COMPANY_ROUTES } from '@contract/company/company.routes';
import type { BankAccountBody, CompanyAddressesBody, CompanyContactBody, CompanyDetailsBody } from '@contract/company/company.schemas';
import type { CompanyProfileAnswer } from '@contract/company/company.types';
import type { ImageFileAnswer } from '@contract/downstream/catalog-products';
import type { UploadedFile } from '@contract/downstream/uploaded-file';
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

/** A tab's save, its body checked by the tab's schema (the route's). */
export type SectionSave =
  | { section: 'addresses'; body: CompanyAddressesBody }
  | { section: 'contact'; body: CompanyContactBody }
  | { section: 'company'; body: CompanyDetailsBody }
  | { section: 'bank'; body: BankAccountBody };

export function saveSection(world: World, companyId: number, save: SectionSave, editor: CompanyEditor): CompanyResult {
  const record = profileOf(world, companyId);
  if (!record) return undefined;
  if (save.section === 'bank') {
    if (editor.actingAdmin) return refusal('forbidden');
    const { changeKey, paymentProviderKey, ...bank } = save.body;
    record.bank = { ...bank, paymentProviderKey: changeKey ? paymentProviderKey : record.bank.paymentProviderKey };
  } else if (save.section === 'addresses') record.addresses = save.body;
  else if (save.section === 'contact') record.contact = save.body;
  else record.company = save.body;
  record.changes[save.section] = { by: editor.by, at: editor.at };
  return { profile: profileView(world, companyId, record) };
}

export function uploadLogo(world: World, companyId: number, { fileName, contentBase64 }: UploadedFile, editor: CompanyEditor): CompanyResult {
  const record = profileOf(world, companyId);
  const company = findCompany(world, companyId);
  if (!record || !company) return undefined;
  const facts = base64Facts(contentBase64);
  if (!facts) return refusal('unsupportedFile', { file: 'companyInfo.validation.logoExtension' });
  const problem = logoFileProblem({ name: fileName, size: facts.size, head: facts.head });
  if (problem === 'companyInfo.validation.logoTooLarge') return refusal('fileTooLarge', { file: problem });
  if (problem) return refusal('unsupportedFile', { file: problem });
  const version = (world.companyLogos[companyId]?.version ?? 0) + 1;
  world.companyLogos[companyId] = { fileName, contentBase64, version };
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

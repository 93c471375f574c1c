/** The brand form's values (one row per marketplace) and the contract body they stand for, both ways. */
import { fieldErrors } from '@contract/auth/auth.schemas';
import { brandSchema, cleanBrandBody, type BrandBody } from '@contract/catalog/brand.api';
import type { Brand } from '@contract/catalog/taxonomy.types';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';

export interface CrossingRowValues {
  crossed: boolean;
  remoteBrandId: string;
  remoteBrandName: string;
}

export interface BrandFormValues {
  name: string;
  remoteId: string;
  status: 'active' | 'inactive';
  imageUrl: string;
  crossings: Record<MarketplaceCode, CrossingRowValues>;
}

export function brandFormValues(brand: Brand | null): BrandFormValues {
  const crossings = Object.fromEntries(
    MARKETPLACE_CODES.map((code) => {
      const crossing = brand?.crossings.find((candidate) => candidate.marketplace === code);
      return [
        code,
        { crossed: crossing?.status === 'crossed', remoteBrandId: crossing?.remoteBrandId ?? '', remoteBrandName: crossing?.remoteBrandName ?? '' },
      ];
    }),
  ) as Record<MarketplaceCode, CrossingRowValues>;
  return { name: brand?.name ?? '', remoteId: brand?.remoteId ?? '', status: brand?.status ?? 'active', imageUrl: brand?.imageUrl ?? '', crossings };
}

const crossedCodes = (values: BrandFormValues) => MARKETPLACE_CODES.filter((code) => values.crossings[code].crossed);

export function brandBody(values: BrandFormValues): BrandBody {
  return cleanBrandBody({
    name: values.name,
    remoteId: values.remoteId,
    status: values.status,
    imageUrl: values.imageUrl,
    crossings: crossedCodes(values).map((code) => ({
      marketplace: code,
      remoteBrandId: values.crossings[code].remoteBrandId,
      remoteBrandName: values.crossings[code].remoteBrandName,
    })),
  });
}

/** The contract schema's problems, with `crossings[i].x` put back on the marketplace's row. */
export function validateBrandForm(values: BrandFormValues): Record<string, unknown> {
  const problems = fieldErrors(brandSchema, brandBody(values)) ?? {};
  const codes = crossedCodes(values);
  const errors: Record<string, unknown> = {};
  const rows: Record<string, Record<string, string>> = {};
  for (const [path, message] of Object.entries(problems)) {
    const match = /^crossings\[(\d+)\]\.(\w+)$/.exec(path);
    const code = match ? codes[Number(match[1])] : undefined;
    if (match && code) rows[code] = { ...rows[code], [match[2]!]: message };
    else errors[path] = message;
  }
  return Object.keys(rows).length ? { ...errors, crossings: rows } : errors;
}

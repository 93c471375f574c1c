/**
 * The campaign's Upload SKU file: one variant SKU a row, added to the campaign the file was uploaded to (only a
 * Pending one). The catalogue checks the SKU; the campaign checks that the variant is in no overlapping campaign.
 */
import type { ColumnGuide } from './column-guide';
import { cellText, headersOf, type CellValue, type HeaderMatch, type ImportColumn } from './import-columns';
import type { ImportReason } from './import.types';

export type CampaignSkuKey = 'sku';

export const CAMPAIGN_SKU_COLUMNS: readonly ImportColumn<CampaignSkuKey>[] = [{ key: 'sku', header: 'SKU', tr: 'SKU', aliases: ['Stok Kodu'], required: true }];

export const CAMPAIGN_SKU_HEADERS = headersOf(CAMPAIGN_SKU_COLUMNS);

export const CAMPAIGN_SKU_GUIDES: Readonly<Record<CampaignSkuKey, ColumnGuide>> = {
  sku: { unit: null, allowed: { key: 'imports.guide.allowed.sku' }, format: 'text', example: 'TSHIRT-RED-M' },
};

export interface CampaignSkuRow {
  sku: string;
}

export function readCampaignSkuRow(cells: readonly CellValue[], match: HeaderMatch<CampaignSkuKey>): { row: CampaignSkuRow } | { reasons: ImportReason[] } {
  const sku = cellText(cells[match.at.sku ?? -1]);
  return sku ? { row: { sku } } : { reasons: [{ code: 'validation.required', column: CAMPAIGN_SKU_HEADERS.sku }] };
}

export const partialCampaignSkuRow = (cells: readonly CellValue[], match: HeaderMatch<CampaignSkuKey>): CampaignSkuRow => ({
  sku: cellText(cells[match.at.sku ?? -1]),
});

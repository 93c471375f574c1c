/** Carriers, labels and tracking of packages: shared by the generator and the label operations. */
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { Tracking } from '@contract/packages/package.types';

const DOMESTIC: Record<MarketplaceCode, string> = {
  hepsiburada: 'Hepsijet',
  trendyol: 'Trendyol Express',
  'noon-ae': 'Noon Express',
  'noon-sa': 'Noon Express',
  'noon-eg': 'Aramex',
};

/** Domestic carrier of the channel when seller and customer share a country, else an international one. */
export function providerFor(channel: MarketplaceCode, destinationCountry: string, sellerCountry: string): string {
  if (destinationCountry === sellerCountry) return DOMESTIC[channel];
  return destinationCountry === 'TR' || sellerCountry === 'CN' ? 'DHL Express' : 'Aramex';
}

export function isCrossBorder(destinationCountry: string, sellerCountry: string): boolean {
  return destinationCountry !== sellerCountry;
}

function slug(provider: string): string {
  return provider.toLowerCase().replace(/[^a-z]+/g, '-');
}

/** A new barcode for every label version, so a re-created label never matches the voided one. */
export function trackingFor(packageId: number, labelVersion: number, provider: string): Tracking {
  const prefix = provider
    .replace(/[^A-Z]/g, '')
    .slice(0, 2)
    .padEnd(2, 'X');
  const barcode = `${prefix}${String(packageId).padStart(10, '0')}${String(labelVersion).padStart(2, '0')}`;
  return {
    barcode,
    link: `https://track.demo.tezgah.dev/${slug(provider)}/${barcode}`,
    pdfUrl: `https://labels.demo.tezgah.dev/${barcode}.pdf`,
  };
}

export function proformaUrlFor(packageId: number): string {
  return `https://docs.demo.tezgah.dev/proforma/${packageId}.pdf`;
}

export function marketplacePackageIdFor(channel: MarketplaceCode, packageId: number): string {
  const prefix = channel === 'hepsiburada' ? 'HB' : channel === 'trendyol' ? 'TY' : 'NO';
  return `${prefix}P${packageId}`;
}

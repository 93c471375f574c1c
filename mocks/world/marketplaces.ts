import type { Marketplace } from '@contract/downstream/marketplace';

export const MARKETPLACES: readonly Marketplace[] = [
  { code: 'hepsiburada', name: 'Hepsiburada', channelGroup: 'hepsiburada', country: 'TR', currency: 'TRY' },
  { code: 'noon-ae', name: 'Noon UAE', channelGroup: 'noon', country: 'AE', currency: 'AED' },
  { code: 'noon-sa', name: 'Noon KSA', channelGroup: 'noon', country: 'SA', currency: 'SAR' },
  { code: 'noon-eg', name: 'Noon Egypt', channelGroup: 'noon', country: 'EG', currency: 'EGP' },
  { code: 'trendyol', name: 'Trendyol', channelGroup: 'trendyol', country: 'TR', currency: 'TRY' },
];

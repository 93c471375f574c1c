/**
 * Per-marketplace sales setup of a company (spec §2 Marketplace Sales, §3 Marketplace setting, §5 marketplace save).
 * Channels of one group share their settings: a change on one Noon channel applies to every Noon channel.
 */
import * as yup from 'yup';
import type { Marketplace, MarketplaceCode } from '../downstream/marketplace';

export const SHIPPING_PROVIDERS = ['hepsijet', 'aras', 'yurtici', 'mng', 'aramex', 'dhl', 'fedex'] as const;
export type ShippingProvider = (typeof SHIPPING_PROVIDERS)[number];

export const REFUND_METHODS = ['returnToSeller', 'refundWithoutReturn', 'destroy'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export interface MarketplaceSetting {
  marketplace: MarketplaceCode;
  enabled: boolean;
  /** Percentage added to the catalogue price on this marketplace; must be above zero. */
  rate: number;
  shippingProvider: ShippingProvider | null;
  refundMethod: RefundMethod;
  translateToEnglish: boolean;
  /** Staff keep a global configuration per company and marketplace; without it nothing can be saved. */
  globallyConfigured: boolean;
  updatedAt: string | null;
}

export type MarketplaceSettingInput = Pick<MarketplaceSetting, 'enabled' | 'rate' | 'shippingProvider' | 'refundMethod' | 'translateToEnglish'>;

/** The marketplaces a save of `code` changes: every channel of its group (spec §5, the Noon rule). */
export function channelsSharingSettings(code: MarketplaceCode, marketplaces: readonly Marketplace[]): MarketplaceCode[] {
  const group = marketplaces.find((marketplace) => marketplace.code === code)?.channelGroup;
  return group ? marketplaces.filter((marketplace) => marketplace.channelGroup === group).map((marketplace) => marketplace.code) : [code];
}

/** Messages are i18n keys (spec §8 wording). */
export const marketplaceSettingSchema = yup.object({
  enabled: yup.boolean().required(),
  rate: yup
    .number()
    .typeError('validation.rateAboveZero')
    .required('validation.rateAboveZero')
    .moreThan(0, 'validation.rateAboveZero')
    .max(1000, 'validation.rateTooHigh'),
  shippingProvider: yup
    .string()
    .nullable()
    .oneOf([...SHIPPING_PROVIDERS, null])
    .required('validation.shippingProviderRequired'),
  refundMethod: yup.string().oneOf(REFUND_METHODS).required('validation.required'),
  translateToEnglish: yup.boolean().required(),
});

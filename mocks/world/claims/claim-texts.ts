/** What customers write when they open a claim, per type: in Turkish for the Turkish marketplaces, with English. */
import type { ClaimRejectReason, ClaimType } from '@contract/claims/claim.types';

export interface ClaimText {
  reasonTr: string;
  reasonEn: string;
  explanationTr: string;
  explanationEn: string;
}

export const CLAIM_TEXTS: Record<ClaimType, readonly ClaimText[]> = {
  return: [
    {
      reasonTr: 'Beden uymadı',
      reasonEn: 'Wrong size',
      explanationTr: 'Ürün beklediğimden küçük geldi.',
      explanationEn: 'The product is smaller than I expected.',
    },
    {
      reasonTr: 'Ürün hasarlı',
      reasonEn: 'Damaged product',
      explanationTr: 'Kutu ezik, ürün çizik geldi.',
      explanationEn: 'The box was crushed and the product is scratched.',
    },
    { reasonTr: 'Vazgeçtim', reasonEn: 'Changed my mind', explanationTr: 'Ürünü artık istemiyorum.', explanationEn: 'I no longer want the product.' },
  ],
  missingPart: [
    {
      reasonTr: 'Parça eksik',
      reasonEn: 'Part missing',
      explanationTr: 'Kutudan şarj kablosu çıkmadı.',
      explanationEn: 'The charging cable was not in the box.',
    },
  ],
  missingInvoice: [
    { reasonTr: 'Fatura yok', reasonEn: 'No invoice', explanationTr: 'Paketin içinde fatura yoktu.', explanationEn: 'There was no invoice in the package.' },
  ],
  missingItem: [
    {
      reasonTr: 'Ürün eksik geldi',
      reasonEn: 'Item missing',
      explanationTr: 'İki ürün sipariş ettim, bir tane geldi.',
      explanationEn: 'I ordered two items and received one.',
    },
  ],
  extraProduct: [
    {
      reasonTr: 'Fazla ürün geldi',
      reasonEn: 'Extra product',
      explanationTr: 'Sipariş etmediğim bir ürün de gönderilmiş.',
      explanationEn: 'A product I did not order was sent as well.',
    },
  ],
  undeliveredProduct: [
    {
      reasonTr: 'Teslim edilmedi',
      reasonEn: 'Not delivered',
      explanationTr: 'Kargo teslim edildi görünüyor ama elime ulaşmadı.',
      explanationEn: 'Tracking says delivered but I never received it.',
    },
  ],
};

/** The reasons seeded rejections give (three of them, as the seed has always drawn). */
export const REJECT_REASONS: readonly ClaimRejectReason[] = ['productUsed', 'returnPeriodPassed', 'noFaultFound'];
export const CARGO_COMPANIES = ['Yurtiçi Kargo', 'Aras Kargo', 'Hepsijet', 'Aramex', 'SMSA'] as const;

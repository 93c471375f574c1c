/** Customer questions, called tickets (spec §3): a question about a product, answered by the merchant. */
import type { MarketplaceCode } from '../downstream/marketplace';

/** Spec §4 ticket statuses. */
export const TICKET_STATUSES = ['open', 'awaitingUser', 'awaitingMerchant', 'awaitingMarketplace', 'done', 'closed', 'expired'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The tickets that wait for the seller's answer (the sidebar badge counts them). */
export const TICKET_STATUSES_AWAITING_SELLER: readonly TicketStatus[] = ['open', 'awaitingMerchant'];

export const TICKET_SENDERS = ['merchant', 'customer', 'system'] as const;
export type TicketSender = (typeof TICKET_SENDERS)[number];

/** A file sent with a message: its name and the address the browser opens it at (through the BFF). */
export interface TicketAttachment {
  fileName: string;
  url: string;
}

export interface TicketMessage {
  id: number;
  sender: TicketSender;
  text: string;
  sentAt: string;
  /** Spec §5: a reply carries up to 3 files and links together. */
  attachments: TicketAttachment[];
  urls: string[];
}

export interface Ticket {
  id: number;
  companyId: number;
  questionId: string;
  customerName: string;
  customerId: string;
  productName: string;
  productSku: string;
  marketplace: MarketplaceCode;
  marketplaceTicketId: string;
  marketplaceOrderId: string | null;
  /** Our order the question is about (null before a purchase), for the link to Order Detail. */
  orderId: number | null;
  /** The claim the seller created from this ticket, if any (the claim names the ticket back). */
  claimId: number | null;
  subject: string;
  description: string;
  createdAt: string;
  expiresAt: string;
  status: TicketStatus;
  messages: TicketMessage[];
}

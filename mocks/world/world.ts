/**
 * The seeded world: the state behind the sandbox's downstream services (in Node, or in the page). Plain data (JSON-safe), built
 * only from the seed and a reference time, so the same inputs always give the same world.
 */
import type { Counts } from '@contract/api/session';
import type { Company, IdentityUser, OutboxMail } from '@contract/downstream/identity';
import type { Marketplace } from '@contract/downstream/marketplace';
import { DEMO_ACCOUNTS, DEMO_COMPANIES } from './demo-accounts';
import { MARKETPLACES } from './marketplaces';
import { generateCompanies, generateCounts, merchantIdOf } from './generate-companies';
import { mulberry32 } from './prng';
import type { CompanyCatalog, LargeCatalog, Taxonomy } from './catalog/catalog-book';
import { plannedProductCounts, seededPlan } from './catalog/generate-plan';
import type { CompanyOrderBook } from './orders/order-book';
import type { Claim } from '@contract/claims/claim.types';
import type { ApprovalRequest } from '@contract/admin-orders/approvals';
import type { Ticket } from '@contract/tickets/ticket.types';
import type { ReadyAnswer } from '@contract/questions/ready-answer.api';
import type { Message } from '@contract/messages/message.types';
import { DEFAULT_EXCHANGE_RATES, type ExchangeRates } from './orders/exchange-rates';
import type { CurrencyCode, CurrencyRateChange } from '@contract/currency-rates/currency-rate.types';
import { DEFAULT_TURKEY_CAP_READING, type TurkeyCapReading } from '@contract/packages/turkey-cap';
import type { CompanyImportBook } from './imports/import-book';
import type { EadRow } from '@contract/logistics/logistics.types';
import type { LogisticsBook } from './logistics/logistics-book';
import type { StaffLogistics } from './logistics/staff-logistics';
import type { CompanyProfileRecord } from './company/company-book';
import type { ApiKeyRecord } from './api-keys/api-key-book';
import type { AuditEntry } from '@contract/audit/audit.types';
import type { TagBook } from './tags/tag-book';
import { seededAdminProductsBook, type AdminProductsBook } from './catalog/admin-products-book';
import type { Campaign } from '@contract/campaigns/campaign.types';
import type { CommissionChange } from './accounting/commission-rates';
import type { SyncRecord } from './price-stock-sync/sync-book';
import { seededRateCapBook, type RateCapBook } from './catalog/rate-cap-book';

export const DEFAULT_SEED = 2026;
export const GENERATED_COMPANY_COUNT = 20;

export interface ResetTokenRecord {
  userId: string;
  email: string;
  issuedAt: number;
  usedAt: number | null;
}

export interface World {
  seed: number;
  /** The reference time the world was built for (ms since the epoch). */
  createdAt: number;
  marketplaces: Marketplace[];
  companies: Company[];
  users: IdentityUser[];
  counts: Record<number, Counts>;
  /** Normalised e-mail -> when a reset was last asked for (accounts and unknown e-mails alike). */
  resetRequests: Record<string, number>;
  resetTokens: Record<string, ResetTokenRecord>;
  outbox: OutboxMail[];
  /** Orders, packages and their files per company, generated on first access (mocks/world/orders). */
  orderBooks: Record<number, CompanyOrderBook>;
  largeOrders: LargeOrders | null;
  /** Catalogues per company and the shared taxonomy, generated on first access (mocks/world/catalog). */
  catalogs: Record<number, CompanyCatalog>;
  taxonomy: Taxonomy | null;
  largeCatalog: LargeCatalog | null;
  /** Uploaded product images per `${companyId}/${imageKey}`, their bytes base64 (mocks/world/catalog/product-images.ts). */
  productImages: Record<string, { productId: number; fileName: string; contentBase64: string }>;
  /** Claims and customer questions per company, generated on first access (mocks/world/claims, mocks/world/tickets). */
  claimBooks: Record<number, Claim[]>;
  /** Cancellation and refund requests waiting for staff per company, generated on first access (mocks/world/admin-orders). */
  approvalBooks: Record<number, ApprovalRequest[]>;
  /** Photos sent with claim rejections per `${companyId}/${photoKey}`, their bytes base64 (mocks/world/claims/claim-operations.ts). */
  claimPhotos: Record<string, { claimId: number; fileName: string; contentBase64: string }>;
  ticketBooks: Record<number, Ticket[]>;
  /** Files sent with ticket replies per `${companyId}/${attachmentKey}`, and ready answers per company (mocks/world/tickets). */
  ticketAttachments: Record<string, { ticketId: number; fileName: string; contentBase64: string }>;
  readyAnswerBooks: Record<number, ReadyAnswer[]>;
  /** Holidays per company and the EAD rows of every lane, made on first access (mocks/world/logistics). */
  logisticsBooks: Record<number, LogisticsBook>;
  eadRows: EadRow[] | null;
  /** What staff set per company on the logistics tools: Hepsijet, the customs declaration, packages' ETGB numbers (mocks/world/logistics/staff-logistics.ts). */
  staffLogistics: Record<number, StaffLogistics>;
  /** The seller's inbox per company, generated on first access (mocks/world/messages). */
  messageBooks: Record<number, Message[]>;
  /** API keys per company, hashes only, generated on first access (mocks/world/api-keys). */
  apiKeyBooks: Record<number, ApiKeyRecord[]>;
  /** Excel import state set by staff and today's price/measure change counters per company (mocks/world/imports). */
  importBooks: Record<number, CompanyImportBook>;
  /** Company Info per company, generated on first access, and uploaded logos (mocks/world/company). */
  companyProfiles: Record<number, CompanyProfileRecord>;
  companyLogos: Record<number, { fileName: string; contentBase64: string; version: number }>;
  turkeyCapReading: TurkeyCapReading;
  exchangeRates: ExchangeRates;
  /** Staff changes of the exchange-rate table per currency, newest first (mocks/world/currency). */
  currencyRateChanges: Partial<Record<CurrencyCode, CurrencyRateChange[]>>;
  /** The audit service's trail of admin changes, append-only, each entry chained by its hash (mocks/world/audit). */
  auditLog: AuditEntry[];
  /** Staff tags and what carries them, made on first access (mocks/world/tags). */
  tagBook: TagBook | null;
  /** Staff catalogue settings: which companies see seller Product Validation (mocks/world/catalog/admin-products-book.ts). */
  adminProducts: AdminProductsBook;
  /** Campaigns per company, seeded on first access (mocks/world/campaigns). */
  campaignBooks: Record<number, Campaign[]>;
  /** Price and stock synchronisation per `companyId:marketplace`, seeded on first access (mocks/world/price-stock-sync). */
  priceStockSync: Record<string, SyncRecord>;
  /** Staff's rate caps per channel group and companies' own caps (mocks/world/catalog/rate-cap-book.ts). */
  rateCaps: RateCapBook;
  /** Staff changes of the commission rates per marketplace and category, each with its moment (mocks/world/accounting/commission-rates.ts). */
  commissionChanges: CommissionChange[];
}

/** One company gets exactly `count` orders (benchmarks). */
export interface LargeOrders {
  companyId: number;
  count: number;
}

export interface WorldOptions {
  seed?: number;
  /** Reference time in ms; pass the clock's value, the world never reads the clock itself. */
  now: number;
  largeOrders?: LargeOrders;
  largeCatalog?: LargeCatalog;
  turkeyCapReading?: TurkeyCapReading;
}

export function createWorld({ seed = DEFAULT_SEED, now, largeOrders, largeCatalog, turkeyCapReading = DEFAULT_TURKEY_CAP_READING }: WorldOptions): World {
  const random = mulberry32(seed);
  const users: IdentityUser[] = DEMO_ACCOUNTS.map((account) => ({
    id: account.userId,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    kind: account.kind,
    companyId: account.company?.id ?? null,
    securityGroups: [...account.securityGroups],
    uiLang: account.uiLang,
  }));
  const companies: Company[] = DEMO_COMPANIES.map((company) => ({
    ...company,
    logoUrl: null,
    merchantId: merchantIdOf(company.id),
  }));
  const generated = generateCompanies(random, companies.length + 1001, GENERATED_COMPANY_COUNT);
  companies.push(...generated.companies);
  users.push(...generated.owners);
  const counts: Record<number, Counts> = {};
  const seedFacts = { seed, largeCatalog: largeCatalog ?? null, generatedCount: GENERATED_COMPANY_COUNT };
  for (const company of companies) counts[company.id] = { ...generateCounts(random), ...plannedProductCounts(seededPlan(seedFacts, company)) };
  return {
    seed,
    createdAt: now,
    marketplaces: MARKETPLACES.map((marketplace) => ({ ...marketplace })),
    companies,
    users,
    counts,
    resetRequests: {},
    resetTokens: {},
    outbox: [],
    orderBooks: {},
    largeOrders: largeOrders ? { ...largeOrders } : null,
    catalogs: {},
    taxonomy: null,
    largeCatalog: largeCatalog ? { ...largeCatalog } : null,
    productImages: {},
    claimBooks: {},
    approvalBooks: {},
    claimPhotos: {},
    ticketBooks: {},
    ticketAttachments: {},
    readyAnswerBooks: {},
    logisticsBooks: {},
    eadRows: null,
    staffLogistics: {},
    messageBooks: {},
    apiKeyBooks: {},
    importBooks: {},
    companyProfiles: {},
    companyLogos: {},
    turkeyCapReading,
    exchangeRates: structuredClone(DEFAULT_EXCHANGE_RATES),
    currencyRateChanges: {},
    auditLog: [],
    tagBook: null,
    adminProducts: seededAdminProductsBook(),
    campaignBooks: {},
    priceStockSync: {},
    rateCaps: seededRateCapBook(),
    commissionChanges: [],
  };
}

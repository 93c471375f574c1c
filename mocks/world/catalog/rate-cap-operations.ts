/**
 * Staff's rate caps over the world: every group's cap with how many companies sit above the cap that applies to them,
 * a change of a group's cap, and a company's own cap set or removed. Companies' rates are read from their catalogues
 * when generated, else as seeded (no catalogue is generated to count them).
 */
import { capGroupOf, capThatApplies } from '@contract/admin-rate-caps/rate-cap.rules';
import {
  RATE_CAP_GROUPS,
  type RateCapCompany,
  type RateCapGroup,
  type RateCapListAnswer,
  type RateCapQuery,
  type RateCapRow,
} from '@contract/admin-rate-caps/rate-cap.types';
import type { Company } from '@contract/downstream/identity';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { paginate } from '@contract/lists/list-query';
import type { World } from '../world';
import { settingsOf } from './catalog-access';

interface CompanyRates {
  company: Company;
  /** The rate on each group the company is configured for (a group's channels share one). */
  rates: Partial<Record<RateCapGroup, number>>;
}

const channelsOf = (world: World, group: RateCapGroup): MarketplaceCode[] =>
  world.marketplaces.filter((marketplace) => marketplace.channelGroup === group).map((marketplace) => marketplace.code);

function companyRates(world: World, company: Company): CompanyRates {
  const rates: CompanyRates['rates'] = {};
  for (const setting of settingsOf(world, company)) {
    const group = capGroupOf(setting.marketplace, world.marketplaces);
    if (group && setting.globallyConfigured && rates[group] === undefined) rates[group] = setting.rate;
  }
  return { company, rates };
}

const ownCapOf = (world: World, companyId: number, group: RateCapGroup): number | null =>
  world.rateCaps.ownCaps.find((own) => own.companyId === companyId && own.channelGroup === group)?.cap ?? null;

function companyOn(world: World, entry: CompanyRates, group: RateCapGroup): RateCapCompany {
  const rate = entry.rates[group] ?? null;
  const ownCap = ownCapOf(world, entry.company.id, group);
  const cap = capThatApplies(world.rateCaps.caps[group].cap, ownCap);
  return { companyId: entry.company.id, companyName: entry.company.name, rate, ownCap, cap, above: rate !== null && rate > cap };
}

function rowOf(world: World, group: RateCapGroup, all: readonly CompanyRates[], companyId: number | undefined): RateCapRow {
  const staff = world.rateCaps.caps[group];
  const governed = all.filter((entry) => ownCapOf(world, entry.company.id, group) === null);
  const chosen = companyId === undefined ? undefined : all.find((entry) => entry.company.id === companyId);
  return {
    channelGroup: group,
    marketplaces: channelsOf(world, group),
    cap: staff.cap,
    updatedAt: staff.updatedAt,
    companiesAbove: all.filter((entry) => companyOn(world, entry, group).above).length,
    ownCaps: world.rateCaps.ownCaps.filter((own) => own.channelGroup === group).length,
    governedRates: governed.flatMap((entry) => (entry.rates[group] === undefined ? [] : [entry.rates[group]])).sort((a, b) => a - b),
    company: chosen ? companyOn(world, chosen, group) : null,
  };
}

const everyCompany = (world: World) => world.companies.map((company) => companyRates(world, company));

export function listRateCaps(world: World, query: RateCapQuery): RateCapListAnswer {
  const all = everyCompany(world);
  const caps = RATE_CAP_GROUPS.map((group) => rowOf(world, group, all, query.companyId));
  const owned = world.rateCaps.ownCaps
    .filter((own) => query.companyId === undefined || own.companyId === query.companyId)
    .map((own) => rowOf(world, own.channelGroup, all, own.companyId));
  const rows = query.tab === 'caps' ? caps : owned;
  return {
    items: paginate(rows, query.page, query.pageSize),
    total: rows.length,
    page: query.page,
    pageSize: query.pageSize,
    tabCounts: { caps: caps.length, ownCaps: owned.length },
  };
}

/** Sets staff's cap of a group; companies above it keep their rate until they next save. */
export function setRateCap(world: World, group: RateCapGroup, cap: number, now: number): RateCapRow {
  world.rateCaps.caps[group] = { cap, updatedAt: new Date(now).toISOString() };
  return rowOf(world, group, everyCompany(world), undefined);
}

/** Gives a company a cap of its own on a group (replacing one it had); undefined for a company the world does not know. */
export function setOwnRateCap(world: World, group: RateCapGroup, companyId: number, cap: number, now: number): RateCapRow | undefined {
  if (!world.companies.some((company) => company.id === companyId)) return undefined;
  const others = world.rateCaps.ownCaps.filter((own) => !(own.companyId === companyId && own.channelGroup === group));
  world.rateCaps.ownCaps = [...others, { companyId, channelGroup: group, cap, setAt: new Date(now).toISOString() }];
  return rowOf(world, group, everyCompany(world), companyId);
}

/** Removes a company's own cap (staff's applies again); undefined when it had none. */
export function removeOwnRateCap(world: World, group: RateCapGroup, companyId: number): RateCapRow | undefined {
  if (ownCapOf(world, companyId, group) === null) return undefined;
  world.rateCaps.ownCaps = world.rateCaps.ownCaps.filter((own) => !(own.companyId === companyId && own.channelGroup === group));
  return rowOf(world, group, everyCompany(world), companyId);
}

/** The cap that applies to the company on each marketplace (what its Marketplace Sales form shows and is checked against). */
export function companyRateCaps(world: World, companyId: number): Partial<Record<MarketplaceCode, number>> {
  const caps: Partial<Record<MarketplaceCode, number>> = {};
  for (const marketplace of world.marketplaces) {
    const group = capGroupOf(marketplace.code, world.marketplaces);
    if (group) caps[marketplace.code] = capThatApplies(world.rateCaps.caps[group].cap, ownCapOf(world, companyId, group));
  }
  return caps;
}

/**
 * Logistics for the page stories, from the seeded world the sandbox serves, read with the operations its routes call
 * (listHolidays, listEad, logisticsProfileOf); nothing written by hand. Today is the world's day.
 */
import { zeroCounts } from '@contract/lists/list-query';
import { EAD_TABS, parseEadQuery, type EadListAnswer } from '@contract/logistics/ead.query';
import type { HolidayListAnswer } from '@contract/logistics/holiday.api';
import { HOLIDAY_TABS, parseHolidayQuery } from '@contract/logistics/holiday.query';
import { dayOf } from '@contract/logistics/holiday.rules';
import { listEad } from '@mocks/world/logistics/ead-operations';
import { listHolidays } from '@mocks/world/logistics/holiday-operations';
import { logisticsProfileOf } from '@mocks/world/logistics/logistics-book';
import { findCompany } from '@mocks/world/lookups';
import { createWorld } from '@mocks/world/world';
import { SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

export const STORY_TODAY = dayOf(STORY_NOW);
export const holidayQuery = parseHolidayQuery({});
export const eadQuery = parseEadQuery({});
export const HOLIDAYS: HolidayListAnswer = listHolidays(world, SELLER_COMPANY_ID, holidayQuery);
export const EAD: EadListAnswer = listEad(world, SELLER_COMPANY_ID, eadQuery);
export const PROFILE = logisticsProfileOf(world, findCompany(world, SELLER_COMPANY_ID)!);
/** Another company's profile, whose customs declaration is missing. */
export const PROFILE_MISSING = logisticsProfileOf(world, findCompany(world, 1003)!);

export const NO_HOLIDAYS: HolidayListAnswer = { items: [], total: 0, page: 1, pageSize: holidayQuery.pageSize, tabCounts: zeroCounts(HOLIDAY_TABS) };
export const NO_EAD: EadListAnswer = { items: [], total: 0, page: 1, pageSize: eadQuery.pageSize, tabCounts: zeroCounts(EAD_TABS) };

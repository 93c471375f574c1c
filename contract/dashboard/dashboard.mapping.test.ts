import { describe, expect, it } from 'vitest';
import { ORDER_TABS } from '../orders/order.tabs';
import { packageTabOf } from '../packages/package.rules';
import { PACKAGE_STATUSES } from '../packages/package.types';
import { claimTypeLink, gmvPointLink, orderDayLink, orderStageLink, packageStateLink, questionStateLink, rejectedReasonLink } from './dashboard.links';
import { ORDER_STAGE_TABS, orderStageOfTab, PACKAGE_STATE_TABS, packageStateOf, rejectedReasonOf } from './dashboard.mapping';
import { ORDER_STAGES, PACKAGE_STATES } from './dashboard.types';

describe('dashboard mapping', () => {
  it('puts every order tab in exactly one stage, and every stage has a tab', () => {
    for (const tab of ORDER_TABS) {
      const stages = ORDER_STAGES.filter((stage) => ORDER_STAGE_TABS[stage].includes(tab));
      expect(stages).toEqual([orderStageOfTab(tab)]);
    }
    expect(orderStageOfTab('delayedPackage')).toBe('delay');
    expect(orderStageOfTab('readyForPackaging')).toBe('open');
    for (const stage of ORDER_STAGES) expect(ORDER_STAGE_TABS[stage].length).toBeGreaterThan(0);
  });

  it('gives every package status one state whose tabs hold it, invoice or not', () => {
    for (const status of PACKAGE_STATUSES) {
      const state = packageStateOf(status);
      expect(PACKAGE_STATES).toContain(state);
      for (const invoiced of [true, false]) expect(PACKAGE_STATE_TABS[state]).toContain(packageTabOf({ status }, invoiced));
    }
    expect(packageStateOf('shipped')).toBe('inTransit');
    expect(packageStateOf('undelivered')).toBe('exception');
    expect(packageStateOf('cancelledByMarketplace')).toBe('expired');
  });

  it('reads rejections from the cancellation: seller reasons, or the system', () => {
    expect(rejectedReasonOf({ reason: 'outOfStock', userType: 'seller' })).toBe('outOfStock');
    expect(rejectedReasonOf({ reason: 'incorrectPricing', userType: 'api' })).toBe('incorrectPricing');
    expect(rejectedReasonOf({ reason: 'sourcingDelay', userType: 'admin' })).toBe('sourcingDelay');
    expect(rejectedReasonOf({ reason: 'missingCustomerInfo', userType: 'system' })).toBe('autoCancel');
    expect(rejectedReasonOf({ reason: 'customerDemand', userType: 'customer' })).toBeNull();
    expect(rejectedReasonOf({ reason: 'outOfStock', userType: 'customer' })).toBeNull();
    expect(rejectedReasonOf({ reason: 'missingCustomerInfo', userType: 'seller' })).toBeNull();
  });

  it('links each figure to its filtered list', () => {
    expect(orderStageLink('open')).toBe('/orders?tab=readyForPackaging');
    expect(orderStageLink('delay')).toBe('/orders?tab=delayed');
    expect(orderStageLink('cancel')).toBe('/orders?tab=cancelled');
    expect(packageStateLink('pending')).toBe('/packages?tab=awaitingInvoice');
    expect(packageStateLink('expired')).toBe('/packages?tab=other');
    expect(questionStateLink('awaitingMerchant')).toBe('/questions?tab=awaitingMerchant');
    expect(claimTypeLink('missingPart')).toBe('/claims?type=missingPart&tab=all');
    expect(rejectedReasonLink('autoCancel')).toBe('/orders?tab=cancelled');
    expect(orderDayLink('2026-01-05')).toBe('/orders?from=2026-01-05&to=2026-01-05');
    expect(gmvPointLink('week', '2026-01-05')).toBe(orderDayLink('2026-01-05'));
    expect(gmvPointLink('year', '2026-01')).toBeNull();
  });
});

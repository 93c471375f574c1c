/** The claims list as configuration: a tab per §4 return status (Waiting first) plus All, the filters and the columns. */
import { Link } from 'react-router';
import { CLAIM_TABS, claimFilterProblems, type ClaimFilters, type ClaimTab } from '@contract/claims/claim.query';
import { CLAIM_TYPES, type Claim } from '@contract/claims/claim.types';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { pathOf } from '@contract/routes';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField, FilterValidator, TabDefinition } from '@web/components/list/list-types';
import { OneLineText } from '@web/components/OneLineText';
import type { Clock } from '@web/lib/clock';
import type { Formatters } from '@web/lib/format';
import type { Language } from '@contract/api/session';
import { ClaimDeadline } from './ClaimDeadline';
import { ClaimStatusBadge } from './ClaimStatusBadge';

export const CLAIM_TAB_DEFINITIONS: readonly TabDefinition<ClaimTab>[] = CLAIM_TABS.map((id) => ({
  id,
  labelKey: id === 'all' ? 'claims.tabs.all' : `claims.status.${id}`,
}));

export const CLAIM_FILTER_FIELDS: readonly FilterField[] = [
  {
    kind: 'select',
    name: 'type',
    labelKey: 'claims.filters.type',
    anyKey: 'claims.filters.anyType',
    options: CLAIM_TYPES.map((value) => ({ value, labelKey: `claims.types.${value}` })),
  },
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'claims.filters.marketplace',
    anyKey: 'claims.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
  { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'claims.filters.dateRange', hintKey: 'claims.filters.dateRangeHint' },
  { kind: 'text', name: 'number', labelKey: 'claims.filters.number', hintKey: 'claims.filters.numberHint' },
  { kind: 'text', name: 'customer', labelKey: 'claims.filters.customer' },
];

export const validateClaimFilters: FilterValidator = (values) => claimFilterProblems(values as ClaimFilters);

/** The customer's reason in the reader's language: the marketplace's own words in Turkish, their English otherwise. */
export const reasonIn = (claim: Pick<Claim, 'reason' | 'reasonEn'>, language: Language) => (language === 'tr' ? claim.reason : claim.reasonEn);

/** One line a row: what to decide and by when first; the claim number and marketplace may be hidden. */
export function claimColumns(format: Formatters, clock: Clock, language: Language): Column<Claim>[] {
  return [
    { id: 'id', headerKey: 'claims.columns.id', cell: (claim) => claim.id, link: true, className: 'text-nowrap' },
    {
      id: 'decideBy',
      headerKey: 'claims.columns.decideBy',
      cell: (claim) => <ClaimDeadline claim={claim} clock={clock} />,
      className: 'text-nowrap',
      priority: 'high',
    },
    {
      id: 'date',
      headerKey: 'claims.columns.date',
      cell: (claim) => format.dateTime(claim.date),
      sortField: 'date',
      firstDirection: 'desc',
      className: 'text-nowrap',
      priority: 'normal',
    },
    {
      id: 'type',
      headerKey: 'claims.columns.type',
      cell: (claim) => <KeyedText prefix="claims.types" value={claim.type} />,
      className: 'text-nowrap',
      priority: 'high',
    },
    { id: 'reason', headerKey: 'claims.columns.reason', cell: (claim) => <OneLineText text={reasonIn(claim, language)} maxWidth="14rem" />, priority: 'high' },
    { id: 'status', headerKey: 'claims.columns.status', cell: (claim) => <ClaimStatusBadge status={claim.status} />, className: 'text-nowrap' },
    { id: 'customer', headerKey: 'claims.columns.customer', cell: (claim) => <OneLineText text={claim.customerName} maxWidth="10rem" /> },
    {
      id: 'order',
      headerKey: 'claims.columns.order',
      className: 'text-nowrap',
      priority: 'high',
      cell: (claim) => <Link to={pathOf('orderDetail', { orderId: claim.orderId })}>{claim.marketplaceOrderId}</Link>,
    },
    {
      id: 'marketplaceNumber',
      headerKey: 'claims.columns.marketplaceNumber',
      cell: (claim) => claim.marketplaceNumber,
      className: 'text-nowrap',
      priority: 'low',
    },
    {
      id: 'marketplace',
      headerKey: 'claims.columns.marketplace',
      cell: (claim) => <KeyedText prefix="marketplaces" value={claim.marketplace} />,
      className: 'text-nowrap',
      priority: 'low',
    },
  ];
}

/** The sections of Claim Detail, each a tab. */
import type { Claim } from '@contract/claims/claim.types';
import type { DetailTab } from '@web/components/detail/DetailScreen';
import { FieldGrid } from '@web/components/detail/FieldGrid';
import { DataTable } from '@web/components/list/DataTable';
import type { Clock } from '@web/lib/clock';
import type { Formatters } from '@web/lib/format';
import { ClaimImages } from './ClaimImages';
import { claimFields, rejectionFields, reportedItemColumns, returnFields } from './claim-fields';

export function claimTabs(claim: Claim, format: Formatters, clock: Clock): DetailTab[] {
  const imageCount = claim.userReportedImages.length + claim.merchantReportedImages.length;
  return [
    { id: 'summary', labelKey: 'claims.detail.tabs.summary', render: () => <FieldGrid fields={claimFields(claim, format, clock)} columns={3} /> },
    {
      id: 'items',
      labelKey: 'claims.detail.tabs.items',
      count: claim.reportedItems.length,
      render: () => (
        <DataTable
          columns={reportedItemColumns(format, claim.currency)}
          rows={claim.reportedItems}
          rowKey={(item) => item.marketplaceSku}
          labelKey="claims.detail.tabs.items"
        />
      ),
    },
    {
      id: 'images',
      labelKey: 'claims.detail.tabs.images',
      count: imageCount,
      render: () => (
        <>
          <ClaimImages id="user" titleKey="claims.detail.userImages" urls={claim.userReportedImages} />
          <ClaimImages id="merchant" titleKey="claims.detail.merchantImages" urls={claim.merchantReportedImages} />
        </>
      ),
    },
    { id: 'return', labelKey: 'claims.detail.tabs.return', render: () => <FieldGrid fields={returnFields(claim)} columns={2} /> },
    {
      id: 'rejection',
      labelKey: 'claims.detail.tabs.rejection',
      count: claim.photos.length,
      render: () => (
        <>
          <div className="mb-3">
            <FieldGrid fields={rejectionFields(claim)} columns={2} />
          </div>
          <ClaimImages id="photos" titleKey="claims.detail.photos" urls={claim.photos} />
        </>
      ),
    },
  ];
}

/** The template finder's results: the marketplace's category, ours, the mandatory attributes the template carries. */
import { CButton } from '@coreui/react';
import type { TemplateCategory } from '@contract/imports/import.api';
import { KeyedText } from '@web/components/KeyedText';
import { LocalizedText } from '@web/components/LocalizedText';
import type { LocalizedName } from '@contract/localized-name';
import { useNameOf } from '@web/lib/localized-name';
import type { Column } from '@web/components/list/list-types';
import { templateUrl } from '../imports.api';
import { KeyedValue } from './KeyedValue';

function AttributeNames({ names }: { names: readonly LocalizedName[] }) {
  const nameOf = useNameOf();
  return <>{names.map(nameOf).join(', ')}</>;
}

export const TEMPLATE_COLUMNS: readonly Column<TemplateCategory>[] = [
  { id: 'marketplace', headerKey: 'imports.templates.columns.marketplace', cell: (row) => <KeyedText prefix="marketplaces" value={row.marketplace} /> },
  { id: 'marketplaceCategoryId', headerKey: 'imports.templates.columns.marketplaceCategoryId', cell: (row) => <code>{row.marketplaceCategoryId}</code> },
  { id: 'marketplaceCategoryName', headerKey: 'imports.templates.columns.marketplaceCategoryName', cell: (row) => row.marketplaceCategoryName },
  {
    id: 'category',
    headerKey: 'imports.templates.columns.category',
    cell: (row) => (
      <>
        <div>
          <LocalizedText name={row.path} />
        </div>
        <div className="small text-body-secondary">
          <KeyedValue textKey="imports.templates.categoryId" values={{ id: row.categoryId }} />
        </div>
      </>
    ),
  },
  {
    id: 'mandatory',
    headerKey: 'imports.templates.columns.mandatory',
    cell: (row) => (row.mandatoryAttributes.length ? <AttributeNames names={row.mandatoryAttributes} /> : <KeyedValue textKey="common.none" />),
  },
  {
    id: 'download',
    headerKey: 'imports.templates.columns.download',
    align: 'end',
    cell: (row) => (
      <CButton
        as="a"
        href={templateUrl('productVariant', row.categoryId)}
        download
        color="primary"
        variant="outline"
        size="sm"
        data-testid="template-category-download"
      >
        <KeyedValue textKey="imports.templates.download" />
      </CButton>
    ),
  },
];

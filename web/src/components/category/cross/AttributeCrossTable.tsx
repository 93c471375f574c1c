import { CBadge, CButton } from '@coreui/react';
import { LocalizedText } from '@web/components/LocalizedText';
import { useTranslation } from 'react-i18next';
import type { CrossAttributeRow, MarketplaceCross } from '@contract/catalog/crossing.api';
import { DataTable } from '@web/components/list/DataTable';
import type { Column } from '@web/components/list/list-types';
import { KeyedText } from '@web/components/KeyedText';
import { CrossStatusBadge } from '@web/components/category/CrossStatusBadge';
import type { CrossActions } from './cross-types';

function Actions({ row, cross, actions }: { row: CrossAttributeRow; cross: MarketplaceCross; actions: CrossActions }) {
  const { t } = useTranslation();
  const id = row.attribute.id;
  const crossed = row.crossing?.status === 'crossed';
  const categoryCrossed = cross.crossing?.status === 'crossed';
  return (
    <span className="d-flex flex-wrap gap-1 justify-content-end">
      {crossed && row.attribute.type === 'list' ? (
        <CButton size="sm" color="secondary" variant="outline" onClick={() => actions.onShowValues(id)} data-testid={`values-${id}`}>
          {t('categories.cross.values')}
        </CButton>
      ) : null}
      {actions.canManage && categoryCrossed ? (
        <CButton
          size="sm"
          color="primary"
          variant={crossed ? 'outline' : undefined}
          onClick={() => actions.onOpenDialog('crossAttribute', { attribute: String(id) })}
          data-testid={`cross-attribute-${id}`}
        >
          {t(crossed ? 'categories.cross.change' : 'categories.cross.cross')}
        </CButton>
      ) : null}
      {actions.canManage && crossed ? (
        <CButton
          size="sm"
          color="danger"
          variant="ghost"
          onClick={() => actions.onOpenDialog('uncrossAttribute', { attribute: String(id) })}
          data-testid={`uncross-attribute-${id}`}
        >
          {t('categories.cross.uncross')}
        </CButton>
      ) : null}
    </span>
  );
}

/** Each of our attributes (mandatory ones marked) and their attribute it is crossed to, with its values. */
export function AttributeCrossTable({ cross, actions }: { cross: MarketplaceCross; actions: CrossActions }) {
  const theirMandatory = (id: string | undefined) => cross.theirAttributes.find((theirs) => theirs.id === id)?.mandatory ?? false;
  const columns: Column<CrossAttributeRow>[] = [
    {
      id: 'ours',
      headerKey: 'categories.cross.ourAttribute',
      cell: (row) => (
        <>
          <LocalizedText name={row.attribute.name} />
          {row.attribute.mandatory ? (
            <CBadge color="danger" className="ms-2">
              <KeyedText prefix="categories.attributes" value="required" />
            </CBadge>
          ) : null}
        </>
      ),
    },
    {
      id: 'type',
      headerKey: 'categories.attributes.type',
      cell: (row) => <KeyedText prefix="categories.attributeType" value={row.attribute.type} />,
      hideable: true,
    },
    {
      id: 'theirs',
      headerKey: 'categories.cross.theirAttribute',
      cell: (row) =>
        row.crossing ? (
          <>
            {`${row.crossing.remoteAttributeName} (${row.crossing.remoteAttributeId})`}
            {theirMandatory(row.crossing.remoteAttributeId) ? (
              <CBadge color="warning" textColor="dark" className="ms-2">
                <KeyedText prefix="categories.attributes" value="required" />
              </CBadge>
            ) : null}
          </>
        ) : null,
    },
    {
      id: 'status',
      headerKey: 'categories.crossings.status',
      cell: (row) => <CrossStatusBadge status={row.crossing?.status ?? null} testId={`attribute-status-${row.attribute.id}`} />,
    },
    {
      id: 'values',
      headerKey: 'categories.cross.valuesCrossed',
      align: 'end',
      cell: (row) =>
        row.attribute.type === 'list' && row.crossing?.status === 'crossed' ? `${row.crossing.values.length} / ${row.attribute.values.length}` : null,
    },
    { id: 'actions', headerKey: 'detail.actions', cell: (row) => <Actions row={row} cross={cross} actions={actions} />, align: 'end' },
  ];
  return <DataTable columns={columns} rows={cross.attributes} rowKey={(row) => String(row.attribute.id)} labelKey="categories.cross.attributesTitle" />;
}

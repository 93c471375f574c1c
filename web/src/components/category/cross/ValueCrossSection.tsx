import { useState } from 'react';
import { LocalizedText } from '@web/components/LocalizedText';
import { useNameOf } from '@web/lib/localized-name';
import { CBadge, CButton, CCloseButton, CFormSelect } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { CrossAttributeRow, MarketplaceCross } from '@contract/catalog/crossing.api';
import type { AttributeValue } from '@contract/catalog/taxonomy.types';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { DataTable } from '@web/components/list/DataTable';
import type { Column } from '@web/components/list/list-types';
import type { CrossActions } from './cross-types';

function CrossValue({ value, row, cross, actions }: { value: AttributeValue; row: CrossAttributeRow; cross: MarketplaceCross; actions: CrossActions }) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  const current = row.crossing?.values.find((entry) => entry.valueId === value.id);
  const theirs = cross.theirAttributes.find((attribute) => attribute.id === row.crossing?.remoteAttributeId)?.values ?? [];
  const [picked, setPicked] = useState(current?.remoteValueId ?? '');
  const busy = actions.commandOf('cross').submitting || actions.commandOf('uncross').submitting;
  const target = { marketplace: cross.marketplace, attributeId: row.attribute.id, valueId: value.id };
  return (
    <span className="d-flex flex-wrap gap-1 justify-content-end">
      <CFormSelect
        size="sm"
        className="w-auto"
        value={picked}
        onChange={(event) => setPicked(event.target.value)}
        aria-label={t('categories.cross.theirValueFor', { value: nameOf(value.name) })}
        data-testid={`value-select-${value.id}`}
      >
        <option value="">{t('categories.cross.pickValue')}</option>
        {theirs.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </CFormSelect>
      <CButton
        size="sm"
        color="primary"
        disabled={!picked || busy || (picked === current?.remoteValueId && !current.auto)}
        onClick={() => actions.onCross(target, { remoteValueId: picked })}
        data-testid={`cross-value-${value.id}`}
      >
        {t('categories.cross.cross')}
      </CButton>
      {current ? (
        <CButton
          size="sm"
          color="danger"
          variant="ghost"
          disabled={busy}
          onClick={() => actions.onOpenDialog('uncrossValue', { attribute: String(row.attribute.id), value: String(value.id) })}
          data-testid={`uncross-value-${value.id}`}
        >
          {t('categories.cross.uncross')}
        </CButton>
      ) : null}
    </span>
  );
}

/** One attribute's values and theirs they are crossed to; `auto` marks a match forever mode made by name. */
export function ValueCrossSection({ row, cross, actions }: { row: CrossAttributeRow; cross: MarketplaceCross; actions: CrossActions }) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  const valueOf = (id: number) => row.crossing?.values.find((entry) => entry.valueId === id);
  const columns: Column<AttributeValue>[] = [
    { id: 'ours', headerKey: 'categories.cross.ourValue', cell: (value) => <LocalizedText name={value.name} /> },
    {
      id: 'theirs',
      headerKey: 'categories.cross.theirValue',
      cell: (value) => {
        const crossed = valueOf(value.id);
        return crossed ? (
          <span data-testid={`value-crossed-${value.id}`}>
            {crossed.remoteValueName}
            {crossed.auto ? (
              <CBadge color="info" className="ms-2">
                {t('categories.cross.auto')}
              </CBadge>
            ) : null}
          </span>
        ) : (
          <span className="text-body-secondary" data-testid={`value-uncrossed-${value.id}`}>
            {t('categories.crossStatus.never')}
          </span>
        );
      },
    },
    ...(actions.canManage
      ? [
          {
            id: 'actions',
            headerKey: 'detail.actions',
            align: 'end' as const,
            cell: (value: AttributeValue) => (
              <CrossValue key={`${value.id}-${valueOf(value.id)?.remoteValueId ?? ''}`} value={value} row={row} cross={cross} actions={actions} />
            ),
          },
        ]
      : []),
  ];
  const failure = actions.commandOf('cross').error;
  return (
    <section className="mt-4" aria-labelledby="values-title" data-testid={`values-section-${row.attribute.id}`}>
      <div className="d-flex align-items-center gap-2 mb-2">
        <h3 id="values-title" className="h6 mb-0 me-auto">
          {t('categories.cross.valuesTitle', { attribute: nameOf(row.attribute.name), theirs: row.crossing?.remoteAttributeName ?? '' })}
        </h3>
        <CCloseButton onClick={() => actions.onShowValues(null)} aria-label={t('common.close')} />
      </div>
      {failure ? <ErrorAlert error={failure} /> : null}
      <DataTable columns={columns} rows={row.attribute.values} rowKey={(value) => String(value.id)} labelKey="categories.cross.valuesTitle" />
    </section>
  );
}

import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { MarketplaceCross } from '@contract/catalog/crossing.api';
import { FieldGrid } from '@web/components/detail/FieldGrid';
import { KeyedText } from '@web/components/KeyedText';
import { useFormatters } from '@web/lib/format';
import { CrossStatusBadge } from '@web/components/category/CrossStatusBadge';
import { AttributeCrossTable } from './AttributeCrossTable';
import type { CrossActions } from './cross-types';
import { ValueCrossSection } from './ValueCrossSection';

export interface MarketplaceCrossPanelProps {
  cross: MarketplaceCross;
  /** `?attribute=`: whose values are shown. */
  attributeId: number | null;
  actions: CrossActions;
}

/** One marketplace on the cross page: their category and sync mode, what mandatory is missing, attributes and values. */
export function MarketplaceCrossPanel({ cross, attributeId, actions }: MarketplaceCrossPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { crossing } = cross;
  const crossed = crossing?.status === 'crossed';
  const valuesRow = cross.attributes.find((row) => row.attribute.id === attributeId && row.crossing?.status === 'crossed' && row.attribute.type === 'list');
  return (
    <div data-testid={`cross-panel-${cross.marketplace}`}>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
        <div className="me-auto">
          <FieldGrid
            columns={3}
            fields={[
              {
                id: 'crossStatus',
                labelKey: 'categories.crossings.status',
                value: <CrossStatusBadge status={crossing?.status ?? null} testId="category-cross-status" />,
              },
              {
                id: 'theirCategory',
                labelKey: 'categories.cross.theirCategory',
                value: crossing ? `${crossing.remoteCategory?.path ?? crossing.remoteCategoryName} (${crossing.remoteCategoryId})` : null,
              },
              {
                id: 'syncMode',
                labelKey: 'categories.crossings.syncMode',
                value: crossing ? <KeyedText prefix="categories.syncMode" value={crossing.syncMode} /> : null,
              },
              { id: 'date', labelKey: 'categories.crossings.date', value: crossing ? format.dateTime(crossing.date) : null },
            ]}
          />
        </div>
        {actions.canManage ? (
          <div className="d-flex gap-2">
            <CButton color="primary" size="sm" onClick={() => actions.onOpenDialog('crossCategory')} data-testid="cross-category">
              {t(crossed ? 'categories.cross.changeCategory' : 'categories.cross.crossCategory')}
            </CButton>
            {crossed ? (
              <CButton color="danger" variant="outline" size="sm" onClick={() => actions.onOpenDialog('uncrossCategory')} data-testid="uncross-category">
                {t('categories.cross.uncrossCategory')}
              </CButton>
            ) : null}
          </div>
        ) : null}
      </div>
      {crossed && cross.missingMandatory.length > 0 ? (
        <CAlert color="warning" data-testid="missing-mandatory">
          {t('categories.cross.missingMandatory', { names: cross.missingMandatory.map((missing) => missing.remoteAttributeName).join(', ') })}
        </CAlert>
      ) : null}
      {!crossed ? (
        <p className="text-body-secondary" role="status" data-testid="not-crossed">
          {t(crossing ? 'categories.cross.uncrossedNote' : 'categories.cross.neverNote')}
        </p>
      ) : null}
      <h2 className="h6">{t('categories.cross.attributesTitle')}</h2>
      {cross.attributes.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('categories.attributes.none')}</p>
      ) : (
        <AttributeCrossTable cross={cross} actions={actions} />
      )}
      {valuesRow ? <ValueCrossSection row={valuesRow} cross={cross} actions={actions} /> : null}
    </div>
  );
}

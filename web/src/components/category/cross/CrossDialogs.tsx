import { useTranslation } from 'react-i18next';
import { useNameOf } from '@web/lib/localized-name';
import { crossAttributeSchema, crossCategorySchema, type MarketplaceCross } from '@contract/catalog/crossing.api';
import { findByName } from '@contract/catalog/crossing.rules';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { FormSelect } from '@web/components/FormSelect';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { CrossCategoryPicker, type CrossCategoryValues, type CrossPickerProps } from '@web/components/category/CrossCategoryPicker';
import { CROSS_DIALOG_EXTRAS, type CrossActions, type CrossDialog } from './cross-types';

export interface CrossDialogsProps extends Pick<CrossActions, 'commandOf' | 'onCross' | 'onUncross'>, CrossPickerProps {
  categoryName: string;
  cross: MarketplaceCross;
  /** `?attribute=`: the attribute the attribute and value dialogs are about. */
  attributeId: number | null;
  /** `?value=`: the value the value dialog is about. */
  valueId: number | null;
}

/**
 * The cross page's dialogs (staff): `crossCategory` picks their category and the sync mode; `crossAttribute` picks
 * their attribute (mandatory ones marked); `uncrossCategory`, `uncrossAttribute` and `uncrossValue` confirm.
 */
export function CrossDialogs({ categoryName, cross, attributeId, valueId, commandOf, onCross, onUncross, found, onSearch }: CrossDialogsProps) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  const { marketplace, crossing } = cross;
  const marketplaceName = t(`marketplaces.${marketplace}`);
  const row = cross.attributes.find((candidate) => candidate.attribute.id === attributeId);
  const value = row?.attribute.values.find((candidate) => candidate.id === valueId);
  const suggested = row?.crossing?.remoteAttributeId ?? (row ? findByName(row.attribute.name.en, cross.theirAttributes)?.id : undefined) ?? '';
  const confirm = (name: CrossDialog, textKey: string, values: Record<string, string>, run: () => void) => (
    <UrlFormDialog<Record<string, never>>
      name={name}
      extras={CROSS_DIALOG_EXTRAS}
      titleKey={`categories.cross.${name}Title`}
      submitKey="categories.cross.uncross"
      submitColor="danger"
      initialValues={{}}
      onSubmit={run}
      {...commandOf('uncross')}
    >
      {() => <p className="mb-0">{t(textKey, values)}</p>}
    </UrlFormDialog>
  );
  return (
    <>
      <UrlFormDialog<CrossCategoryValues>
        name="crossCategory"
        extras={CROSS_DIALOG_EXTRAS}
        titleKey="categories.cross.crossCategoryTitle"
        titleValues={{ marketplace: marketplaceName }}
        size="lg"
        submitKey="categories.cross.cross"
        initialValues={{ remoteCategoryId: crossing?.remoteCategoryId ?? '', syncMode: crossing?.syncMode ?? 'once' }}
        validate={(values) => fieldErrors(crossCategorySchema, values) ?? {}}
        onSubmit={(values) => onCross({ marketplace }, { remoteCategoryId: values.remoteCategoryId, syncMode: values.syncMode })}
        {...commandOf('cross')}
      >
        {() => <CrossCategoryPicker found={found} onSearch={onSearch} current={crossing?.remoteCategory ?? null} />}
      </UrlFormDialog>
      {confirm('uncrossCategory', 'categories.cross.uncrossCategoryText', { category: categoryName, marketplace: marketplaceName }, () =>
        onUncross({ marketplace }),
      )}
      {row ? (
        <UrlFormDialog<{ remoteAttributeId: string }>
          name="crossAttribute"
          extras={CROSS_DIALOG_EXTRAS}
          titleKey="categories.cross.crossAttributeTitle"
          titleValues={{ attribute: nameOf(row.attribute.name), marketplace: marketplaceName }}
          submitKey="categories.cross.cross"
          initialValues={{ remoteAttributeId: suggested }}
          validate={(values) => fieldErrors(crossAttributeSchema, values) ?? {}}
          onSubmit={(values) => onCross({ marketplace, attributeId: row.attribute.id }, { remoteAttributeId: values.remoteAttributeId })}
          {...commandOf('cross')}
        >
          {() => (
            <FormSelect
              name="remoteAttributeId"
              labelKey="categories.cross.theirAttribute"
              emptyKey="categories.cross.pickAttribute"
              hintKey={row.attribute.mandatory ? 'categories.cross.oursMandatory' : undefined}
              options={cross.theirAttributes.map((theirs) => ({
                value: theirs.id,
                label: theirs.mandatory ? t('categories.cross.mandatoryOption', { name: theirs.name }) : theirs.name,
              }))}
            />
          )}
        </UrlFormDialog>
      ) : null}
      {row
        ? confirm('uncrossAttribute', 'categories.cross.uncrossAttributeText', { attribute: nameOf(row.attribute.name), marketplace: marketplaceName }, () =>
            onUncross({ marketplace, attributeId: row.attribute.id }),
          )
        : null}
      {row && value
        ? confirm(
            'uncrossValue',
            crossing?.syncMode === 'forever' ? 'categories.cross.uncrossValueForeverText' : 'categories.cross.uncrossValueText',
            { value: nameOf(value.name), attribute: nameOf(row.attribute.name) },
            () => onUncross({ marketplace, attributeId: row.attribute.id, valueId: value.id }),
          )
        : null}
    </>
  );
}

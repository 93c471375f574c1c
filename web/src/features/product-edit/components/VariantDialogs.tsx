import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { variantSchema } from '@contract/catalog/catalog.schemas';
import type { ProductEditAnswer } from '@contract/catalog/product.api';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import type { CommandView } from '@web/lib/resources/command-view';
import type { OnProductEditCommand, ProductEditCommand } from '../product-edit.resources';
import { VariantFields } from './VariantFields';
import { variantBody, variantFormValues, type VariantFormValues } from './variant-form';

export interface VariantDialogsProps {
  detail: ProductEditAnswer;
  /** The variant a dialog was opened for (`?action=editVariant&variantId=<id>`). */
  variantId: number | null;
  commandOf: (name: ProductEditCommand) => CommandView;
  onCommand: OnProductEditCommand;
}

/** The dialogs Product edit opens by URL (`?action=<name>&variantId=`). */
export type ProductDialog = 'addVariant' | 'editVariant' | 'deleteVariant';

const EXTRAS = ['variantId'] as const;

/** Add, edit and delete a variant, each open while the URL says `?action=<name>`. */
export function VariantDialogs({ detail, variantId, commandOf, onCommand }: VariantDialogsProps) {
  const { t } = useTranslation();
  const variant = detail.variants.find((candidate) => candidate.id === variantId) ?? null;
  const last = detail.variants.length === 1;
  return (
    <>
      <UrlFormDialog<VariantFormValues>
        name="addVariant"
        extras={EXTRAS}
        titleKey="productEdit.variants.addTitle"
        size="xl"
        initialValues={variantFormValues(detail.attributes, null)}
        validationSchema={variantSchema}
        onSubmit={(values) => onCommand('addVariant', variantBody(values, null))}
        {...commandOf('addVariant')}
      >
        {() => <VariantFields attributes={detail.attributes} />}
      </UrlFormDialog>
      {variant ? (
        <UrlFormDialog<VariantFormValues>
          name="editVariant"
          extras={EXTRAS}
          titleKey="productEdit.variants.editTitle"
          titleValues={{ sku: variant.sku }}
          size="xl"
          initialValues={variantFormValues(detail.attributes, variant)}
          validationSchema={variantSchema}
          onSubmit={(values) => onCommand('updateVariant', { variantId: variant.id, body: variantBody(values, variant) })}
          {...commandOf('updateVariant')}
        >
          {() => <VariantFields attributes={detail.attributes} />}
        </UrlFormDialog>
      ) : null}
      {variant ? (
        <UrlFormDialog<Record<string, never>>
          name="deleteVariant"
          extras={EXTRAS}
          titleKey="productEdit.variants.deleteTitle"
          titleValues={{ sku: variant.sku }}
          submitKey="productEdit.variants.deleteSubmit"
          submitColor="danger"
          initialValues={{}}
          onSubmit={() => onCommand('deleteVariant', variant.id)}
          {...commandOf('deleteVariant')}
          // The deleted variant leaves the page with its dialog: the view clears the URL, or leaves for the deleted product.
          succeeded={false}
        >
          {() => (
            <>
              <CAlert color="warning" className="mb-2" data-testid="delete-irreversible">
                {t('productEdit.variants.deleteIrreversible')}
              </CAlert>
              {last ? (
                <CAlert color="danger" className="mb-0" data-testid="delete-last">
                  {t('productEdit.variants.deleteLast')}
                </CAlert>
              ) : null}
            </>
          )}
        </UrlFormDialog>
      ) : null}
    </>
  );
}

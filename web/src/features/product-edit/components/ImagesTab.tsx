import { useState } from 'react';
import { CButton, CCard, CCardBody, CCol, CRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ProductImage, Variant } from '@contract/catalog/catalog.types';
import type { ProductEditAnswer } from '@contract/catalog/product.api';
import type { CommandView } from '@web/lib/resources/command-view';
import type { ImageChange, ImageUpload } from '../product-edit.api';
import { ImageUploadForm } from './ImageUploadForm';
import { useVariantParam, VariantPicker } from './VariantPicker';

interface ImageCardProps {
  image: ProductImage;
  variant: Variant;
  isDefault: boolean;
  busy: boolean;
  onChange: (change: ImageChange) => void;
}

function ImageCard({ image, variant, isDefault, busy, onChange }: ImageCardProps) {
  const { t } = useTranslation();
  // Seeded images point at a demo host that may not answer: the card still names the file and keeps its actions.
  const [failed, setFailed] = useState(false);
  return (
    <CCard className="h-100" data-testid={isDefault ? 'image-default' : 'image-extra'}>
      {failed ? (
        <div className="card-img-top d-flex align-items-center justify-content-center bg-body-tertiary text-body-secondary small" style={{ height: '10rem' }}>
          {t('productEdit.images.unavailable')}
        </div>
      ) : (
        <img
          src={image.url}
          alt={t('productEdit.images.alt', { sku: variant.sku })}
          className="card-img-top object-fit-contain bg-body-tertiary"
          style={{ height: '10rem' }}
          onError={() => setFailed(true)}
        />
      )}
      <CCardBody className="p-2">
        <div className="small text-truncate" title={image.fileName}>
          {image.fileName}
        </div>
        <div className="d-flex gap-2 mt-2">
          {isDefault ? null : (
            <CButton
              size="sm"
              color="primary"
              variant="outline"
              disabled={busy}
              onClick={() => onChange({ variantId: variant.id, url: image.url, action: 'default' })}
            >
              {t('productEdit.images.makeDefault')}
            </CButton>
          )}
          <CButton
            size="sm"
            color="danger"
            variant="ghost"
            disabled={busy}
            onClick={() => onChange({ variantId: variant.id, url: image.url, action: 'remove' })}
          >
            {t('productEdit.images.remove')}
          </CButton>
        </div>
      </CCardBody>
    </CCard>
  );
}

export interface ImagesTabProps {
  detail: ProductEditAnswer;
  upload: CommandView;
  change: CommandView;
  onUpload: (upload: ImageUpload) => void;
  onChange: (change: ImageChange) => void;
}

/** Spec §3: each variant has a default image and extra images (jpg, jpeg, webp, png; 3 MB). */
export function ImagesTab({ detail, upload, change, onUpload, onChange }: ImagesTabProps) {
  const { t } = useTranslation();
  const [variant, choose] = useVariantParam(detail.variants);
  if (!variant) return <p className="text-body-secondary mb-0">{t('productEdit.images.noVariants')}</p>;
  const busy = change.submitting;
  return (
    <div data-testid="images-tab">
      <VariantPicker labelKey="productEdit.images.variant" variants={detail.variants} value={variant} onChange={choose} />
      <h3 className="h6">{t('productEdit.images.default')}</h3>
      {variant.defaultImage ? (
        <div style={{ maxWidth: '14rem' }} className="mb-3">
          <ImageCard image={variant.defaultImage} variant={variant} isDefault busy={busy} onChange={onChange} />
        </div>
      ) : (
        <p className="text-body-secondary" data-testid="no-default-image">
          {t('productEdit.images.noDefault')}
        </p>
      )}
      <h3 className="h6">{t('productEdit.images.extras')}</h3>
      {variant.extraImages.length === 0 ? (
        <p className="text-body-secondary">{t('productEdit.images.noExtras')}</p>
      ) : (
        <CRow xs={{ cols: 2 }} md={{ cols: 4 }} xl={{ cols: 6 }} className="g-3 mb-3">
          {variant.extraImages.map((image) => (
            <CCol key={image.url}>
              <ImageCard image={image} variant={variant} isDefault={false} busy={busy} onChange={onChange} />
            </CCol>
          ))}
        </CRow>
      )}
      <hr />
      <ImageUploadForm
        key={`${variant.id}:${variant.defaultImage?.url ?? ''}:${variant.extraImages.length}`}
        variant={variant}
        command={upload}
        onUpload={onUpload}
      />
    </div>
  );
}

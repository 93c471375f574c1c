import { useEffect, useState } from 'react';
import { CButton, CCol, CForm, CFormFeedback, CFormInput, CFormLabel, CFormSelect, CRow, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_EXTRA, imageFileProblem } from '@contract/catalog/catalog.rules';
import type { Variant } from '@contract/catalog/catalog.types';
import { IMAGE_ACCEPT, IMAGE_HEAD_BYTES, IMAGE_SLOTS, type ImageSlot } from '@contract/catalog/product.api';
import { ErrorAlert } from '@web/components/ErrorAlert';
import type { CommandView } from '@web/lib/resources/command-view';
import type { ImageUpload } from '../product-edit.api';

/** Spec §5 checks before anything is sent: extension, size, and the first bytes against the extension. */
export async function checkImageFile(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
  return imageFileProblem({ name: file.name, size: file.size, head });
}

/** A slot is full when the upload would need one more extra than a variant may have. */
export function slotFull(variant: Variant, slot: ImageSlot): boolean {
  const extrasAfter = variant.extraImages.length + (slot === 'extra' || variant.defaultImage ? 1 : 0);
  return extrasAfter > IMAGE_MAX_EXTRA;
}

interface ImageUploadFormProps {
  variant: Variant;
  command: CommandView;
  onUpload: (upload: ImageUpload) => void;
}

/**
 * Choose a file (previewed and checked at once), say whether it is the default or an extra, upload. The tab gives it a
 * new key when the variant's images change, so a finished upload starts an empty form.
 */
export function ImageUploadForm({ variant, command, onUpload }: ImageUploadFormProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [slot, setSlot] = useState<ImageSlot>(variant.defaultImage ? 'extra' : 'default');

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
    setProblem(chosen ? await checkImageFile(chosen) : null);
  };
  const full = slotFull(variant, slot);
  const serverProblem = command.error?.fields?.file ?? null;
  const shown = problem ?? serverProblem;
  return (
    <CForm
      noValidate
      data-testid="image-upload"
      onSubmit={(event) => {
        event.preventDefault();
        if (file && !problem && !full) onUpload({ variantId: variant.id, slot, file });
      }}
    >
      <h3 className="h6">{t('productEdit.images.upload')}</h3>
      <CRow className="align-items-start">
        <CCol md={5} className="mb-3">
          <CFormLabel htmlFor="image-file">{t('productEdit.images.file')}</CFormLabel>
          <CFormInput
            id="image-file"
            type="file"
            accept={IMAGE_ACCEPT}
            invalid={Boolean(shown)}
            aria-describedby="image-file-hint"
            onChange={(event) => void choose((event.target as HTMLInputElement).files?.[0] ?? null)}
          />
          <div id="image-file-hint" className="form-text">
            {t('productEdit.images.hint')}
          </div>
          {shown ? (
            <CFormFeedback invalid data-testid="image-file-error">
              {t(shown)}
            </CFormFeedback>
          ) : null}
        </CCol>
        <CCol md={3} className="mb-3">
          <CFormLabel htmlFor="image-slot">{t('productEdit.images.slot')}</CFormLabel>
          <CFormSelect id="image-slot" value={slot} onChange={(event) => setSlot(event.target.value as ImageSlot)}>
            {IMAGE_SLOTS.map((value) => (
              <option key={value} value={value}>
                {t(`productEdit.images.slots.${value}`)}
              </option>
            ))}
          </CFormSelect>
        </CCol>
        <CCol md={2} className="mb-3">
          {preview && !problem ? (
            <img src={preview} alt={t('productEdit.images.preview')} className="img-thumbnail" style={{ maxHeight: '6rem' }} data-testid="image-preview" />
          ) : null}
        </CCol>
        <CCol md={2} className="mb-3 d-flex align-items-end">
          <CButton type="submit" color="primary" disabled={!file || Boolean(problem) || full || command.submitting} data-testid="image-submit">
            {command.submitting ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
            {t('productEdit.images.submit')}
          </CButton>
        </CCol>
      </CRow>
      {full ? (
        <p className="small text-body-secondary" data-testid="image-slot-full">
          {t('productEdit.images.extrasFull', { count: IMAGE_MAX_EXTRA })}
        </p>
      ) : null}
      {command.error && !serverProblem ? <ErrorAlert error={command.error} /> : null}
    </CForm>
  );
}

import { CFormFeedback, CFormLabel, CFormTextarea } from '@coreui/react';
import type { FormikErrors, FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { IMAGE_MAX_BYTES } from '@contract/catalog/catalog.rules';
import { CLAIM_PHOTOS_MAX, claimPhotosProblem, rejectClaimSchema } from '@contract/claims/claim.api';
import { CLAIM_REJECT_REASONS } from '@contract/claims/claim.types';
import { FormSelect } from '@web/components/FormSelect';
import { ImageFilesField, readFileFacts } from '@web/components/ImageFilesField';
import { useFormatters } from '@web/lib/format';
import type { ClaimRejectForm } from '../claims.api';
import { PhotoPreviews } from './PhotoPreviews';

/** The dialog's values: the form, and what the photo check (which reads the files' first bytes) found. */
export interface ClaimRejectValues extends ClaimRejectForm {
  photosProblem: string | null;
}

export const EMPTY_REJECT: ClaimRejectValues = { reason: '' as ClaimRejectForm['reason'], note: '', photos: [], photosProblem: null };

/** Spec §5 image rules for the chosen photos, before anything is sent: how many, extension, size, first bytes. */
export async function checkClaimPhotos(files: readonly File[]): Promise<string | null> {
  return claimPhotosProblem(await readFileFacts(files));
}

/** Spec §4/§5: a reason and a note are required; photos are optional. */
export function validateReject(values: ClaimRejectValues): FormikErrors<ClaimRejectValues> {
  const problems = (fieldErrors(rejectClaimSchema, values) ?? {}) as FormikErrors<ClaimRejectValues>;
  return values.photosProblem ? { ...problems, photos: values.photosProblem } : problems;
}

export const rejectBody = ({ reason, note, photos }: ClaimRejectValues): ClaimRejectForm => ({ reason, note, photos });

export function ClaimRejectFields({ form }: { form: FormikProps<ClaimRejectValues> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const shown = (name: 'note' | 'photos') => (form.submitCount > 0 || form.touched[name] ? (form.errors[name] as string | undefined) : undefined);
  const choose = async (files: File[]) => {
    const photosProblem = await checkClaimPhotos(files);
    // One change, so the validation sees the files and their finding together.
    await form.setValues({ ...form.values, photos: files, photosProblem });
    await form.setFieldTouched('photos', true, false);
  };
  return (
    <div data-testid="reject-form">
      <FormSelect
        name="reason"
        labelKey="claims.reject.reason"
        emptyKey="claims.reject.chooseReason"
        options={CLAIM_REJECT_REASONS.map((value) => ({ value, labelKey: `claims.rejectReasons.${value}` }))}
      />
      <div className="mb-3">
        <CFormLabel htmlFor="field-note">{t('claims.reject.note')}</CFormLabel>
        <CFormTextarea
          id="field-note"
          name="note"
          rows={3}
          value={form.values.note}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          invalid={Boolean(shown('note'))}
          aria-invalid={Boolean(shown('note'))}
        />
        {shown('note') ? <CFormFeedback invalid>{t(shown('note')!)}</CFormFeedback> : null}
      </div>
      <ImageFilesField
        name="photos"
        labelKey="claims.reject.photos"
        problem={shown('photos')}
        files={form.values.photos}
        hint={t('claims.reject.photosHint', { count: CLAIM_PHOTOS_MAX, size: format.number(IMAGE_MAX_BYTES / 1024 / 1024) })}
        onChoose={(files) => void choose(files)}
        testId="reject-photos"
        namesTestId="reject-photo-names"
      />
      <PhotoPreviews files={form.values.photos} testId="reject-photo-previews" />
    </div>
  );
}

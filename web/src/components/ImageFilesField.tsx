import { CFormFeedback, CFormInput, CFormLabel } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, IMAGE_HEAD_BYTES } from '@contract/catalog/product.api';

export interface FileFacts {
  name: string;
  size: number;
  /** The first bytes, for the contract's content checks. */
  head: Uint8Array;
}

/** What the contract's file checks need of chosen files: name, size and first bytes. */
export function readFileFacts(files: readonly File[]): Promise<FileFacts[]> {
  return Promise.all(
    files.map(async (file) => ({
      name: file.name,
      size: file.size,
      head: new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer()),
    })),
  );
}

interface ImageFilesFieldProps {
  /** The input's name; its id is `field-<name>`. */
  name: string;
  labelKey: string;
  /** The hint under the input, already translated (it carries numbers). */
  hint: string;
  /** The i18n key of the problem to show, if any. */
  problem: string | undefined;
  files: readonly File[];
  onChoose: (files: File[]) => void;
  /** Test ids: `<testId>`, `<testId>-error`, and the chosen names' list `<namesTestId>`. */
  testId: string;
  namesTestId: string;
}

/** A labelled multiple-image input (the product image kinds), its hint, its problem and the names chosen. */
export function ImageFilesField({ name, labelKey, hint, problem, files, onChoose, testId, namesTestId }: ImageFilesFieldProps) {
  const { t } = useTranslation();
  const id = `field-${name}`;
  return (
    <div className="mb-0">
      <CFormLabel htmlFor={id}>{t(labelKey)}</CFormLabel>
      <CFormInput
        id={id}
        name={name}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        invalid={Boolean(problem)}
        aria-describedby={`${id}-hint`}
        data-testid={testId}
        onChange={(event) => onChoose([...((event.target as HTMLInputElement).files ?? [])])}
      />
      <div id={`${id}-hint`} className="form-text">
        {hint}
      </div>
      {problem ? (
        <CFormFeedback invalid data-testid={`${testId}-error`}>
          {t(problem)}
        </CFormFeedback>
      ) : null}
      {files.length > 0 ? (
        <ul className="small mb-0 mt-2" data-testid={namesTestId}>
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`}>{file.name}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

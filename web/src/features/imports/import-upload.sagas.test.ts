import { channel as plainChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { API } from '@contract/api/paths';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { toastShown } from '@web/lib/toasts.slice';
import { importSettings } from './imports.resources';
import { runUpload, uploadChannel, uploadFailure, type UploadEvent } from './import-upload.sagas';
import {
  IDLE_UPLOAD,
  importUploadReducer,
  uploadFailed,
  uploadProgressed,
  uploadRequested,
  uploadReset,
  uploadStarted,
  type ImportUploadState,
} from './import-upload.slice';

const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'stok.xlsx');
const channel = plainChannel<UploadEvent>();
const closed = vi.spyOn(channel, 'close');

function refusal(status: number, code: string | null) {
  const config = { headers: new AxiosHeaders(), url: `${API.imports}/stockPrice` } as InternalAxiosRequestConfig;
  const data = code ? { code, message: 'x' } : '<html>413 Request Entity Too Large</html>';
  return new AxiosError('x', 'ERR', config, {}, { status, data, headers: {}, statusText: '', config });
}

/** Runs the saga up to its first take from the upload channel. */
function started(kind: 'stockPrice' | 'productVariant' = 'stockPrice'): SagaIterator {
  const saga = runUpload(uploadRequested(kind, file));
  expect(saga.next().value).toEqual(call(uploadChannel, kind, file));
  expect(saga.next(channel).value).toEqual(take(channel));
  return saga;
}

describe('an upload', () => {
  it('keeps the file out of the payload (it rides in meta.arg) and marks the kind as sending', () => {
    const action = uploadRequested('stockPrice', file);
    expect(action.payload).toEqual({ kind: 'stockPrice' });
    expect(action.meta.arg).toBe(file);
    const state = importUploadReducer(undefined, action);
    expect(state.stockPrice).toMatchObject({ status: 'sending', progress: 0 });
    expect(state.fulfillmentDay).toEqual(IDLE_UPLOAD);
  });

  it('reports its progress, then the transaction it started with a notice linking to it', () => {
    const saga = started();
    expect(saga.next({ progress: 0.5 } satisfies UploadEvent).value).toEqual(put(uploadProgressed({ kind: 'stockPrice', progress: 0.5 })));
    expect(saga.next().value).toEqual(take(channel));
    expect(saga.next({ answer: { transactionId: 'tx_7' } } satisfies UploadEvent).value).toEqual(
      put(uploadStarted({ kind: 'stockPrice', transactionId: 'tx_7' })),
    );
    const notice = saga.next().value as ReturnType<typeof put>;
    expect(notice.payload.action).toMatchObject({
      type: toastShown.type,
      payload: {
        messageKey: 'imports.upload.started',
        color: 'success',
        link: { to: '/reports/transactions?transaction=tx_7', labelKey: 'imports.upload.openTransaction' },
      },
    });
    expect(saga.next().done).toBe(true);
    expect(closed).toHaveBeenCalled();
  });

  it('keeps a refusal with the card', () => {
    const saga = started();
    expect(saga.next({ error: refusal(415, 'notAWorkbook') } satisfies UploadEvent).value).toEqual(
      put(
        uploadFailed({
          kind: 'stockPrice',
          error: { code: 'notAWorkbook', message: 'x', status: 415, retryAfterSeconds: null },
        }),
      ),
    );
    expect(saga.next().done).toBe(true);
  });

  it('reads the settings again when the refusal says imports were suspended meanwhile', () => {
    const saga = started('productVariant');
    expect(saga.next({ error: refusal(403, 'importSuspended') } satisfies UploadEvent).value).toMatchObject(
      put(
        uploadFailed({
          kind: 'productVariant',
          error: { code: 'importSuspended', message: 'x', status: 403, retryAfterSeconds: null },
        }),
      ),
    );
    expect(saga.next().value).toEqual(put(importSettings.requested(0)));
    expect(saga.next().done).toBe(true);
  });

  it('clears a refusal when another file is chosen, but not an upload on its way', () => {
    const failed: ImportUploadState = importUploadReducer(
      undefined,
      uploadFailed({ kind: 'stockPrice', error: { code: 'notAWorkbook', message: 'x', status: 415, retryAfterSeconds: null } }),
    );
    expect(importUploadReducer(failed, uploadReset('stockPrice')).stockPrice).toEqual(IDLE_UPLOAD);
    const sending = importUploadReducer(undefined, uploadRequested('stockPrice', file));
    expect(importUploadReducer(sending, uploadReset('stockPrice')).stockPrice.status).toBe('sending');
  });

  it('says the file is too large when a proxy refuses the body without the BFF’s answer', () => {
    expect(uploadFailure(refusal(413, null))).toMatchObject({ code: 'fileTooLarge', status: 413 });
    expect(uploadFailure(refusal(502, null))).toMatchObject({ code: 'generic', status: 502 });
  });
});

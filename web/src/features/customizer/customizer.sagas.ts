import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, select, take, takeLatest } from 'redux-saga/effects';
import type { CustomizerSettings } from '@contract/customizer';
import { storage } from '@web/lib/storage';
import { applyCustomizerToDocument } from './document-theme';
import { customizerChanged, customizerReset, selectCustomizer } from './customizer.slice';

export function* applySettings(): SagaIterator {
  const settings = (yield select(selectCustomizer)) as CustomizerSettings;
  yield call(applyCustomizerToDocument, document, settings, window.innerWidth);
}

export function* persistAndApply(): SagaIterator {
  const settings = (yield select(selectCustomizer)) as CustomizerSettings;
  yield call([storage, storage.set], 'tezgah.customizer', settings);
  yield call(applySettings);
}

function resizeChannel(): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onResize = () => emit(true);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  });
}

/** Crossing 1200 px switches between the horizontal and vertical layouts, and with it the effective theme. */
function* followViewport(): SagaIterator {
  const channel = (yield call(resizeChannel)) as EventChannel<true>;
  try {
    while (true) {
      yield take(channel);
      yield call(applySettings);
    }
  } finally {
    channel.close();
  }
}

export function* customizerSaga(): SagaIterator {
  yield all([call(applySettings), takeLatest([customizerChanged.type, customizerReset.type], persistAndApply), call(followViewport)]);
}

/** Language switching as a saga: i18next, localStorage `uiLang` and `<html lang>` change together. */
import { createAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, takeLatest } from 'redux-saga/effects';
import type { Language } from '@contract/api/session';
import { changeLanguage } from './i18n';

export const languageChangeRequested = createAction<Language>('language/changeRequested');

export function* switchLanguage(action: ReturnType<typeof languageChangeRequested>): SagaIterator {
  yield call(changeLanguage, action.payload);
}

/** Spec §1: default English; only the choice made in this browser changes it (not the account's language). */
export function* languageSaga(): SagaIterator {
  yield takeLatest(languageChangeRequested.type, switchLanguage);
}

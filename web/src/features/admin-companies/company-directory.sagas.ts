import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, takeLatest } from 'redux-saga/effects';
import type { CompanyListResponse } from '@contract/api/session';
import { fetchCompanies } from './admin-companies.api';
import { companyDirectoryFound, companyDirectorySearched, selectCompanyDirectoryText } from './company-directory.slice';

/** How long typing must pause before the directory is asked. */
export const DIRECTORY_DEBOUNCE_MS = 250;

/**
 * Looks the typed text up once typing pauses (a newer search cancels an older one). A failed lookup keeps the last
 * choices: the filter still takes an id typed in full.
 */
export function* searchDirectory(action: ReturnType<typeof companyDirectorySearched>): SagaIterator {
  const text = action.payload;
  if ((yield select(selectCompanyDirectoryText)) === text) return;
  yield delay(DIRECTORY_DEBOUNCE_MS);
  try {
    const answer = (yield call(fetchCompanies, { q: text, page: 1 })) as CompanyListResponse;
    yield put(companyDirectoryFound({ text, choices: answer.items.map(({ id, name }) => ({ id, name })) }));
  } catch {
    // Kept as it was: see above.
  }
}

export function* companyDirectorySaga(): SagaIterator {
  yield takeLatest(companyDirectorySearched.type, searchDirectory);
}

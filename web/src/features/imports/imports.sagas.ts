import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { importErrorsList, importSettings, recentImports, resendRowsList, stockPriceList, templateCategoriesList } from './imports.resources';
import { resendSaga } from './import-resend.sagas';
import { importStateSaga } from './import-state.sagas';
import { uploadSaga } from './import-upload.sagas';
import { recentImportsSaga } from './recent-imports.sagas';

export function* importsSaga(): SagaIterator {
  yield all(
    [
      importSettings.saga,
      recentImports.saga,
      importErrorsList.saga,
      resendRowsList.saga,
      templateCategoriesList.saga,
      stockPriceList.saga,
      uploadSaga,
      recentImportsSaga,
      importStateSaga,
      resendSaga,
    ].map((saga) => call(saga)),
  );
}

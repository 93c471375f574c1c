import { runSaga, type Saga } from 'redux-saga';
import { changeLanguage, i18n } from './i18n';
import { languageChangeRequested, switchLanguage } from './language.sagas';

it('switches the language through the saga and keeps the choice', async () => {
  await runSaga({ dispatch: () => undefined, getState: () => ({}) }, switchLanguage as Saga, languageChangeRequested('tr')).toPromise();
  expect(i18n.language).toBe('tr');
  expect(localStorage.getItem('uiLang')).toBe('tr');
  expect(document.documentElement.lang).toBe('tr');
  await changeLanguage('en');
});

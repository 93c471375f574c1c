/**
 * index.html's first script, with next to no imports of its own: it runs while the entry is still downloading and
 * starts what the first paint will wait for, the chosen language's texts and, on a signed-in page, the signed-in part
 * and the screen the path opens. The entry's own imports of them then find them loaded or on their way. While they
 * download, a signed-in page has ICU load the language's number and date data, which its first render would wait on.
 */
import { opensSignedIn } from '@contract/routes';
import { warmIntl } from '@web/lib/intl-cache';
import { INTL_LOCALES, LANGUAGE_BUNDLES, storedLanguage } from '@web/lib/language-bundles';
import { loadSignedIn } from './load-signed-in';

// A failed early load is no error yet: the entry asks again and shows its own error if that fails too.
const ignore = () => undefined;

const language = storedLanguage();
LANGUAGE_BUNDLES[language]().catch(ignore);
if (opensSignedIn(window.location.pathname)) {
  loadSignedIn()
    .then(({ preloadScreenAt }) => preloadScreenAt(window.location.pathname))
    .catch(ignore);
  // The sign-in pages format no number or date.
  warmIntl(INTL_LOCALES[language]);
}

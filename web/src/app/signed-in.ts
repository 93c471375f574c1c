/**
 * Everything a signed-in page adds to the entry, behind one dynamic import (./load-signed-in.ts): the root reducer and
 * sagas, the signed-in layout and the screen registry. scripts/vite-part-chunks.ts keeps what it imports in one chunk,
 * and ./early.ts starts loading it before the session has answered.
 */
export { rootReducer } from './reducer';
export { SIGNED_IN_SAGAS } from './root-saga';
export { MainLayout } from './layout/MainLayout';
export { preloadScreenAt, RouteScreen } from './screen-registry';

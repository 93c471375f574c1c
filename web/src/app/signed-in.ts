/**
 * Everything a signed-in page adds to the entry, behind one dynamic import: the root reducer and sagas, the signed-in
 * layout and the screen registry. One import lets the bundler keep what they share in one chunk (each screen's own chunk
 * then imports only what is new to it), and lets the entry start loading it before the session has answered.
 */
export { rootReducer } from './reducer';
export { SIGNED_IN_SAGAS } from './root-saga';
export { MainLayout } from './layout/MainLayout';
export { preloadScreenAt, RouteScreen } from './screen-registry';

import type { SagaIterator } from 'redux-saga';
import { delay, put, spawn } from 'redux-saga/effects';
import { roleSwitchEnded } from './session.slice';

/** Normally the new page's guard ends the switch; this ends it anyway if no guarded page ever admits the new user. */
export const ROLE_SWITCH_FALLBACK_MS = 2000;

function* endLater(): SagaIterator {
  yield delay(ROLE_SWITCH_FALLBACK_MS);
  yield put(roleSwitchEnded());
}

export function* settleRoleSwitch(): SagaIterator {
  yield spawn(endLater);
}

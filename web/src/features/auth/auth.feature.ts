/** Sign-in, password reset and sign-out state, and the profile screen. */
import { defineFeature, lazyScreen } from '@web/lib/define-feature';
import { authSaga } from './auth.sagas';
import { authReducer } from './auth.slice';

export const authFeature = defineFeature({
  reducers: { auth: authReducer },
  sagas: [authSaga],
  screens: {
    profile: lazyScreen(() => import('./views/ProfileView'), 'ProfileView'),
  },
});

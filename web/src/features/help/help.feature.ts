/** The help pages (spec §2): the FAQ and the tutorials. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { faq } from './help.resources';

export const helpFeature = defineFeature({
  reducers: resourceReducers(faq),
  sagas: [faq.saga],
  screens: {
    faq: lazyScreen(() => import('./views/FaqView'), 'FaqView'),
    tutorials: lazyScreen(() => import('./views/TutorialsView'), 'TutorialsView'),
  },
});

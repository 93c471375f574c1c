/** Bookmarks, main search, support link and the dev outbox of the fake BFF. */
import { API } from '@contract/api/paths';
import type { SupportLinkResponse } from '@contract/api/session';
import type { DevOutboxResponse } from '@contract/api/dev-outbox';
import { bookmarkableIds, bookmarksAnswer, mainSearchAnswer } from '@contract/api/navigation';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { keepAllowed, toggleBookmarkSchema, toggleStar } from '@contract/bookmarks';
import { can } from '@contract/permissions';
import { saveStars, signedIn, storedStars } from './mock-context';
import type { MockRoute } from './mock-route';
import { bodyOf, failure, json } from './respond';

/** The external support center the top bar links to (spec §2); the token identifies the seller there. */
export const MOCK_SUPPORT_CENTER_URL = 'https://support.demo.tezgah.dev/requests';

/** The BFF's check of a toggle body (bff bookmarks.routes.ts): the same 400 `validation` and field keys. */

export const SHELL_ROUTES: readonly MockRoute[] = [
  {
    method: 'get', path: API.bookmarks, handle: (_request, context) => {
      const who = signedIn(context);
      return who ? json(200, bookmarksAnswer(who.subject, storedStars(context, who))) : failure('unauthenticated');
    },
  },
  {
    method: 'post', path: API.toggleBookmark, handle: (request, context) => {
      const who = signedIn(context);
      if (!who) return failure('unauthenticated');
      const body = bodyOf(request);
      const problems = fieldErrors(toggleBookmarkSchema, body);
      if (problems) return failure('validation', problems);
      const { id } = toggleBookmarkSchema.cast(body, { stripUnknown: true }).obj;
      const allowed = bookmarkableIds(who.subject);
      if (!allowed.has(id)) return failure('notFound');
      const next = toggleStar(keepAllowed(storedStars(context, who), allowed), id);
      saveStars(context, who, next);
      return json(200, bookmarksAnswer(who.subject, next));
    },
  },
  {
    method: 'get', path: API.mainSearch, handle: (_request, context) => {
      const who = signedIn(context);
      return who ? json(200, mainSearchAnswer(who.subject)) : failure('unauthenticated');
    },
  },
  {
    method: 'get', path: API.supportLink, handle: (_request, context) => {
      const who = signedIn(context);
      if (!who) return failure('unauthenticated');
      if (!can(who.subject, 'help.view')) return failure('forbidden');
      const url = `${MOCK_SUPPORT_CENTER_URL}?token=${encodeURIComponent(`mock-${who.user.merchant_id ?? who.user.id}`)}`;
      return json(200, { url } satisfies SupportLinkResponse);
    },
  },
  {
    method: 'get', path: API.devOutbox, handle: (_request, context) =>
      json(200, { items: context.world.outbox } satisfies DevOutboxResponse),
  },
];

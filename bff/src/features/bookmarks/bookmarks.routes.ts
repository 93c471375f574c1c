/** Starred pages per person and role, kept in the BFF's store (contract toggleStar / keepAllowed). */
import { Hono, type Context } from 'hono';
import { API } from '@contract/api/paths';
import { bookmarkableIds, bookmarksAnswer } from '@contract/api/navigation';
import { EMPTY_STARS, keepAllowed, toggleBookmarkSchema, toggleStar, type BookmarksResponse, type StarState } from '@contract/bookmarks';
import { ApiFailure } from '../../lib/api-failure';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { requireSession } from '../../lib/session-flow';
import { validBody } from '../../lib/validate';
import { policy, subjectOfSession } from '../../middleware/policy';


/** The real person (the admin behind an adminAsUser session) and the role they act in. */
function starsKey(c: Context<AppEnv>): string {
  const { record } = requireSession(c);
  return `bookmarks:${record.stashedAdmin?.userId ?? record.userId}:${record.user.userRole}`;
}

export function bookmarksRoutes(ctx: AppContext) {
  const readStars = async (key: string): Promise<StarState> => {
    const text = await ctx.store.get(key);
    return text ? (JSON.parse(text) as StarState) : EMPTY_STARS;
  };

  return new Hono<AppEnv>()
    .get(API.bookmarks, policy.signedIn(), async (c) => {
      const subject = subjectOfSession(requireSession(c).record);
      return c.json<BookmarksResponse>(bookmarksAnswer(subject, await readStars(starsKey(c))));
    })
    .post(API.toggleBookmark, policy.signedIn(), async (c) => {
      const { obj } = await validBody(c, toggleBookmarkSchema);
      const subject = subjectOfSession(requireSession(c).record);
      const allowed = bookmarkableIds(subject);
      if (!allowed.has(obj.id)) throw new ApiFailure('notFound');
      const key = starsKey(c);
      const next = toggleStar(keepAllowed(await readStars(key), allowed), obj.id);
      await ctx.store.set(key, JSON.stringify(next), null);
      return c.json<BookmarksResponse>(bookmarksAnswer(subject, next));
    });
}

/** Starred pages per person and role, kept in the BFF's store (contract toggleStar / keepAllowed). */
import type { Context } from 'hono';
import { bookmarkableIds, bookmarksAnswer } from '@contract/api/navigation';
import { SHELL_ROUTES } from '@contract/api/shell.routes';
import { EMPTY_STARS, keepAllowed, toggleStar, type StarState } from '@contract/bookmarks';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { requireSession } from '../../lib/session-flow';
import { subjectOfSession } from '../../middleware/policy';

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

  return apiRoutes(
    serve(SHELL_ROUTES.bookmarks, async (c) => {
      const subject = subjectOfSession(requireSession(c).record);
      return bookmarksAnswer(subject, await readStars(starsKey(c)));
    }),
    serve(SHELL_ROUTES.toggleBookmark, async (c, { body: { obj } }) => {
      const subject = subjectOfSession(requireSession(c).record);
      const allowed = bookmarkableIds(subject);
      if (!allowed.has(obj.id)) throw new ApiFailure('notFound');
      const key = starsKey(c);
      const next = toggleStar(keepAllowed(await readStars(key), allowed), obj.id);
      await ctx.store.set(key, JSON.stringify(next), null);
      return bookmarksAnswer(subject, next);
    }),
  );
}

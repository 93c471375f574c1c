import { BOOKMARKS_MAX_STARRED } from '@contract/constants';
import { searchableRoutes } from '@contract/routes';
import type { BookmarksResponse } from '@contract/bookmarks';
import { SHELL_ROUTES } from '@contract/api/shell.routes';
import { ADMIN_ROUTES } from '@contract/api/admin.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

const toggle = async (browser: TestBrowser, id: string) =>
  (await browser.call(SHELL_ROUTES.toggleBookmark, { body: { obj: { id } } })).json() as Promise<BookmarksResponse>;

describe('bookmarks', () => {
  let h: Harness;
  let browser: TestBrowser;
  harnessPerFile((harness, made) => {
    h = harness;
    browser = made;
  });

  it('lists the pages the session may open, none starred at first', async () => {
    const { user } = await browser.signIn('omar@demo.tezgah.dev');
    const body = (await (await browser.call(SHELL_ROUTES.bookmarks)).json()) as BookmarksResponse;
    expect(body.starred).toEqual([]);
    expect(body.searchResult.map((b) => b.id)).toEqual(
      searchableRoutes({ role: 'user', securityGroups: [], flags: user.flags, hasAdminSession: false }).map((r) => r.id),
    );
    expect(body.searchResult.map((b) => b.id)).not.toContain('productValidation');
    expect(body.searchResult[0]).toEqual({
      id: 'dashboard',
      target: 'dashboard',
      title: 'routes.dashboard',
      link: '/',
      icon: 'cilSpeedometer',
      starred: false,
    });
  });

  it('toggles stars per user, overflowing past the limit and promoting on unstar', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const ids = ((await (await browser.call(SHELL_ROUTES.bookmarks)).json()) as BookmarksResponse).searchResult.map((b) => b.id);
    let state: BookmarksResponse | undefined;
    for (const id of ids.slice(0, BOOKMARKS_MAX_STARRED + 1)) state = await toggle(browser, id);
    expect(state!.starred).toEqual(ids.slice(0, BOOKMARKS_MAX_STARRED));
    expect(state!.overflow).toEqual([ids[BOOKMARKS_MAX_STARRED]]);
    state = await toggle(browser, ids[0]!);
    expect(state.starred).toEqual([...ids.slice(1, BOOKMARKS_MAX_STARRED), ids[BOOKMARKS_MAX_STARRED]]);
    expect(state.searchResult.find((b) => b.id === ids[0])?.starred).toBe(false);

    const again = new TestBrowser(h.app);
    await again.signIn('ayse@demo.tezgah.dev');
    expect(((await (await again.call(SHELL_ROUTES.bookmarks)).json()) as BookmarksResponse).starred).toEqual(state.starred);
    const omar = new TestBrowser(h.app);
    await omar.signIn('omar@demo.tezgah.dev');
    expect(((await (await omar.call(SHELL_ROUTES.bookmarks)).json()) as BookmarksResponse).starred).toEqual([]);
  });

  it('refuses a page the session may not open', async () => {
    await browser.signIn('omar@demo.tezgah.dev');
    for (const id of ['productValidation', 'adminCompanies', 'nope']) {
      const response = await browser.call(SHELL_ROUTES.toggleBookmark, { body: { obj: { id } } });
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('notFound');
    }
    expect((await browser.call(SHELL_ROUTES.toggleBookmark, { json: { id: 'orders' } })).status).toBe(400);
  });

  it('keeps the admin and the admin acting as a seller apart', async () => {
    await browser.signIn('admin@demo.tezgah.dev', true);
    await toggle(browser, 'adminCompanies');
    await browser.call(ADMIN_ROUTES.actAs, { body: { companyId: 1001 } });
    const acting = (await (await browser.call(SHELL_ROUTES.bookmarks)).json()) as BookmarksResponse;
    expect(acting.starred).toEqual([]);
    expect(acting.searchResult.map((b) => b.id)).toContain('payments');
    await browser.call(ADMIN_ROUTES.back);
    expect(((await (await browser.call(SHELL_ROUTES.bookmarks)).json()) as BookmarksResponse).starred).toEqual(['adminCompanies']);
  });
});

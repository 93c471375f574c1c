import type { APIRequestContext } from '@playwright/test';
import { API } from '@contract/api/paths';
import { fillPath } from '@contract/api/route-def';
import type { MeResponse } from '@contract/api/session';
import type { MessageListAnswer, MessageRow } from '@contract/messages/message.api';
import { MESSAGE_ROUTES } from '@contract/messages/message.routes';
import { expect, test } from '../../support/fixtures';
import { MessagesPage } from '../../pages/messages-page';

// Messages are opened in Li's inbox: the sign-in test checks Ayşe's seeded messages badge, so hers stay unread.

async function inbox(request: APIRequestContext, params: Record<string, string> = {}): Promise<MessageRow[]> {
  const response = await request.get(MESSAGE_ROUTES.list.path, { params: { pageSize: '100', ...params } });
  expect(response.status(), 'GET messages').toBe(200);
  return ((await response.json()) as MessageListAnswer).items;
}

const unreadBadge = async (request: APIRequestContext) => ((await (await request.get(API.me)).json()) as MeResponse).user.counts!.messages;

test.describe('opening a message', () => {
  test.use({ signedInAs: 'li' });

  test('from the Unread tab: it shows read, leaves the tab, and the sidebar badge drops at once', async ({ page, texts, shell }) => {
    const before = await unreadBadge(page.request);
    const messages = new MessagesPage(page, texts);
    await messages.openList('?tab=unread');
    await expect(shell.menuLinkWithCount('messages', before)).toBeVisible();
    const [newest] = await inbox(page.request, { tab: 'unread' });
    await expect(messages.row(newest!.id).getByTestId('message-state')).toHaveText(messages.stateText('unread'));
    const read = page.waitForResponse((response) => response.url().endsWith(fillPath(MESSAGE_ROUTES.read.path, { id: newest!.id })));
    await messages.row(newest!.id).getByRole('link', { name: newest!.subject.en }).click();

    await expect(messages.heading(newest!.subject.en)).toBeVisible();
    expect((await read).status()).toBe(200);
    await expect(messages.stateBadge).toHaveText(messages.stateText('read'));
    await expect(messages.body).not.toBeEmpty();
    await expect(shell.menuLinkWithCount('messages', before - 1)).toBeVisible();
    expect((await inbox(page.request, { tab: 'unread' })).map((row) => row.id)).not.toContain(newest!.id);
  });
});

test.describe('filtering the inbox', () => {
  test.use({ signedInAs: 'omar' });

  test('by marketplace: only that marketplace’s messages, and the URL keeps the filter', async ({ page, texts }) => {
    const all = await inbox(page.request);
    const marketplace = all.find((row) => row.marketplace !== null)!.marketplace!;
    const expected = all.filter((row) => row.marketplace === marketplace);
    const name = texts.t(`marketplaces.${marketplace}`);
    const messages = new MessagesPage(page, texts);
    await messages.openList();
    const answered = page.waitForResponse((response) => response.url().includes(`marketplace=${marketplace}`));
    await messages.filterByMarketplace(name);
    expect((await answered).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`marketplace=${marketplace}`));
    await expect(messages.list.getByTestId('tab-count-all')).toHaveText(String(expected.length));
    await expect(messages.rows).toHaveCount(Math.min(expected.length, 25));
    for (const row of await messages.rows.all()) await expect(row).toContainText(name);
  });
});

test.describe('another seller', () => {
  test.use({ signedInAs: 'omar' });

  // The BFF's 404 for the message and for marking it read: messages.routes.test.ts.
  test('cannot open the first seller’s message by its URL', async ({ page, texts, requestAs }) => {
    const ayse = await requestAs('ayse');
    const [theirs] = await inbox(ayse, { tab: 'unread' });
    const messages = new MessagesPage(page, texts);
    await messages.open(theirs!.id);
    await expect(messages.notFound).toHaveText(texts.t('errors.notFound'));
    await expect(page.getByText(theirs!.subject.en)).toHaveCount(0);
  });
});

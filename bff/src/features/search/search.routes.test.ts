import { PAGES_GROUP_TITLE } from '@contract/api/navigation';
import type { MainSearchResponse } from '@contract/search';
import { SHELL_ROUTES } from '@contract/api/shell.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

describe('main search', () => {
  let h: Harness;
  harnessPerFile((harness) => {
    h = harness;
  });

  it("answers one 'pages' group with the pages of the session's subject", async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const body = (await (await seller.call(SHELL_ROUTES.mainSearch)).json()) as MainSearchResponse;
    expect(body.searchResult).toHaveLength(1);
    expect(body.searchResult[0]!.groupTitle).toBe(PAGES_GROUP_TITLE);
    const links = body.searchResult[0]!.data.map((item) => item.link);
    expect(links).toContain('/products/product-validation');
    expect(links).not.toContain('/admin/companies');

    const admin = new TestBrowser(h.app);
    await admin.signIn('admin@demo.tezgah.dev', true);
    const adminLinks = ((await (await admin.call(SHELL_ROUTES.mainSearch)).json()) as MainSearchResponse).searchResult[0]!.data.map((i) => i.link);
    expect(adminLinks).toContain('/admin/companies');
    expect(adminLinks).toContain('/currency-tools-admin/index');
    expect(adminLinks).not.toContain('/orders');

    const support = new TestBrowser(h.app);
    await support.signIn('support@demo.tezgah.dev', true);
    const supportLinks = ((await (await support.call(SHELL_ROUTES.mainSearch)).json()) as MainSearchResponse).searchResult[0]!.data.map((i) => i.link);
    expect(supportLinks).not.toContain('/currency-tools-admin/index');
  });

  it('needs a session', async () => {
    expect((await new TestBrowser(h.app).call(SHELL_ROUTES.mainSearch)).status).toBe(401);
  });
});

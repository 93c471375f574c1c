/** Staff category screens through the BFF: the shared tree managed by an admin, deletes confirmed, blocks per company. */
import { ADMIN_CATEGORY_ROUTES as ROUTES } from '@contract/admin-taxonomy/admin-category.routes';
import type { AdminCategoryListAnswer } from '@contract/admin-taxonomy/admin-category.query';
import type { CategoryTreeAnswer } from '@contract/catalog/category.api';
import type { CategoryRow } from '@contract/catalog/category.query';
import type { RestrictedCategoryListAnswer } from '@contract/catalog/taxonomy-lists.query';
import { TAXONOMY_LIST_ROUTES } from '@contract/catalog/taxonomy-lists.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

let h: Harness;
let admin: TestBrowser;
harnessPerFile(async (harness, fresh) => {
  h = harness;
  admin = fresh;
  await admin.signIn('admin@demo.tezgah.dev', true);
});

const LIST = ROUTES.list.path;
const TSHIRTS = 104;
const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Staff Parent',
  nameTr: 'Personel Üst',
  remoteId: 'ST-P',
  parentId: null,
  status: 'active',
  ...extra,
});
const added = async (extra: Record<string, unknown> = {}) => {
  const response = await admin.post(LIST, body(extra));
  expect(response.status).toBe(201);
  return (await response.json()) as CategoryRow;
};

describe('admin categories', () => {
  it('lists the shared tree for the admin and marks the chosen company’s blocks', async () => {
    const tree = (await (await admin.get(ROUTES.tree.path)).json()) as CategoryTreeAnswer;
    expect(tree.nodes.length).toBeGreaterThan(100);
    const plain = (await (await admin.get(`${LIST}?pageSize=100`)).json()) as AdminCategoryListAnswer;
    expect(plain.items.every((row) => row.blocked === null)).toBe(true);
    const restricted = (await (
      await sellerOf('ayse@demo.tezgah.dev').then((seller) => seller.call(TAXONOMY_LIST_ROUTES.restricted))
    ).json()) as RestrictedCategoryListAnswer;
    const blockedId = restricted.items[0]!.categoryId;
    const forCompany = (await (await admin.get(`${LIST}?companyId=1001&q=${blockedId}`)).json()) as AdminCategoryListAnswer;
    expect(forCompany.items.find((row) => row.id === blockedId)?.blocked).toBe(true);
  });

  it("renames in both languages, moves, deactivates; refuses a parent that does not fit and says 'Remote ID is required'", async () => {
    const parent = await added();
    const child = await added({ name: 'Staff Child', nameTr: 'Personel Alt', remoteId: 'ST-C', parentId: parent.id });
    expect(child.path).toEqual({ en: 'Staff Parent > Staff Child', tr: 'Personel Üst > Personel Alt' });
    const renamed = await admin.send('PUT', `${LIST}/${child.id}`, {
      body: body({ name: 'Renamed', nameTr: 'Yeni Ad', remoteId: 'ST-C', parentId: null, status: 'inactive' }),
    });
    expect(await renamed.json()).toMatchObject({ path: { en: 'Renamed', tr: 'Yeni Ad' }, parentId: null, status: 'inactive' });
    const loop = await admin.send('PUT', `${LIST}/${parent.id}`, { body: body({ parentId: parent.id }) });
    expect(loop.status).toBe(400);
    expect(await loop.json()).toMatchObject({
      code: 'categoryTreeInvalid',
      message: 'The parent id/name category tree structure you selected is not suitable.',
    });
    const remote = await admin.post(LIST, body({ remoteId: '' }));
    expect(await remote.json()).toMatchObject({ code: 'validation', fields: { remoteId: 'validation.remoteIdRequired' } });
  });

  it("deletes only with the remote ID typed again; a parent needs 'Delete Anyway' and leaves its child without a parent", async () => {
    const parent = await added();
    const child = await added({ name: 'Staff Child', nameTr: 'Personel Alt', remoteId: 'ST-C', parentId: parent.id });
    const deletes = () => h.downstreamRequests.filter(({ request }) => request.method === 'DELETE').length;
    const before = deletes();
    const unconfirmed = await admin.delete(`${LIST}/${parent.id}?deleteAnyway=true&confirmation=st-p`);
    expect(unconfirmed.status).toBe(422);
    expect(await unconfirmed.json()).toMatchObject({ code: 'typedConfirmationMismatch', fields: { confirmation: 'errors.typedConfirmationMismatch' } });
    expect(deletes()).toBe(before);
    const asked = await admin.delete(`${LIST}/${parent.id}?confirmation=ST-P`);
    expect(asked.status).toBe(409);
    expect(await asked.json()).toMatchObject({ code: 'categoryHasChildren' });
    expect((await admin.delete(`${LIST}/${parent.id}?confirmation=ST-P&deleteAnyway=true`)).status).toBe(204);
    const list = (await (await admin.get(`${LIST}?q=${child.id}`)).json()) as AdminCategoryListAnswer;
    expect(list.items[0]).toMatchObject({ id: child.id, parentId: null, path: { en: 'Staff Child', tr: 'Personel Alt' } });
    const missing = await admin.delete(`${LIST}/999999?confirmation=x`);
    expect(await missing.json()).toMatchObject({ code: 'categoryNotFound', message: 'Category not found' });
  });

  it('blocks a category for one company and lifts the block; the seller sees it restricted', async () => {
    const seller = await sellerOf('omar@demo.tezgah.dev');
    const blocked = await admin.send('PUT', `${LIST}/${TSHIRTS}/blocks/1002`, { body: { reason: 'Brand complaint' } });
    expect(await blocked.json()).toMatchObject({ categoryId: TSHIRTS, reason: 'Brand complaint' });
    const seen = (await (await seller.call(TAXONOMY_LIST_ROUTES.restricted, { search: `q=${TSHIRTS}` })).json()) as RestrictedCategoryListAnswer;
    expect(seen.items.map((row) => row.categoryId)).toEqual([TSHIRTS]);
    expect((await admin.delete(`${LIST}/${TSHIRTS}/blocks/1002`)).status).toBe(204);
    expect((await admin.delete(`${LIST}/${TSHIRTS}/blocks/1002`)).status).toBe(404);
    const empty = await admin.send('PUT', `${LIST}/${TSHIRTS}/blocks/1002`, { body: { reason: ' ' } });
    expect(await empty.json()).toMatchObject({ code: 'validation', fields: { reason: 'validation.fillOutField' } });
  });

  it('refuses a seller and an admin acting as one', async () => {
    const seller = await sellerOf('ayse@demo.tezgah.dev');
    expect((await seller.get(LIST)).status).toBe(403);
    const acting = new TestBrowser(h.app);
    await acting.actAs(1001);
    expect((await acting.post(LIST, body())).status).toBe(403);
  });
});

async function sellerOf(email: string): Promise<TestBrowser> {
  const seller = new TestBrowser(h.app);
  await seller.signIn(email);
  return seller;
}

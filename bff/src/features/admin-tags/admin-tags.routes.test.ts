import type { TagAnswer, TagAssignAnswer, TagListAnswer, TagTargetListAnswer, TagUsageAnswer } from '@contract/admin-tags/tag.api';
import { TAG_ROUTES } from '@contract/admin-tags/tag.routes';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

const body = (overrides: Record<string, string> = {}) => ({
  nameEn: 'Eco friendly',
  nameTr: 'Çevre dostu',
  colour: 'green',
  kind: 'product',
  status: 'active',
  ...overrides,
});

describe('admin tags', () => {
  let h: Harness;
  let admin: TestBrowser;
  harnessPerFile(async (harness, browser) => {
    h = harness;
    admin = browser;
    await admin.signIn('admin@demo.tezgah.dev', true);
  });
  const json = async <T>(response: Response, status = 200): Promise<T> => {
    expect(response.status).toBe(status);
    return (await response.json()) as T;
  };
  const tagNamed = async (name: string) =>
    (await json<TagListAnswer>(await admin.call(TAG_ROUTES.list, { search: `q=${encodeURIComponent(name)}` }))).items[0]!;

  it('lists the seeded tags with what carries them, a tab per status, searched in either language', async () => {
    const all = await json<TagListAnswer>(await admin.call(TAG_ROUTES.list));
    expect(all.tabCounts).toEqual({ all: 8, active: 7, inactive: 1 });
    expect(all.items.map((tag) => tag.name.en)).toContain('Bestseller');
    expect(all.items.some((tag) => tag.usage > 0)).toBe(true);
    const turkish = await json<TagListAnswer>(await admin.call(TAG_ROUTES.list, { search: 'q=kilit' }));
    expect(turkish.items.map((tag) => tag.name.en)).toEqual(['Key account']);
    const companies = await json<TagListAnswer>(await admin.call(TAG_ROUTES.list, { search: 'kind=company&tab=active' }));
    expect(companies.items.every((tag) => tag.kind === 'company' && tag.status === 'active')).toBe(true);
  });

  it('creates and edits a tag, refusing a name another tag has in either language', async () => {
    const { tag } = await json<TagAnswer>(await admin.call(TAG_ROUTES.create, { json: body() }), 201);
    expect(tag).toMatchObject({ name: { en: 'Eco friendly', tr: 'Çevre dostu' }, usage: 0 });
    const clash = await admin.call(TAG_ROUTES.create, { json: body({ nameEn: 'Other', nameTr: 'çok satan' }) });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ code: 'tagNameInUse', fields: { nameTr: 'errors.tagNameInUse' } });
    expect((await admin.call(TAG_ROUTES.create, { json: body({ nameEn: '' }) })).status).toBe(400);
    const edited = await json<TagAnswer>(await admin.call(TAG_ROUTES.update, { params: { tagId: tag.id }, json: body({ colour: 'red', status: 'inactive' }) }));
    expect(edited.tag).toMatchObject({ colour: 'red', status: 'inactive' });
  });

  it('refuses to change the kind of a tag in use', async () => {
    const bestseller = await tagNamed('Bestseller');
    const response = await admin.call(TAG_ROUTES.update, {
      params: { tagId: bestseller.id },
      json: body({ nameEn: 'Bestseller', nameTr: 'Çok Satan', kind: 'company' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { kind: 'adminTags.validation.kindInUse' } });
  });

  it('shows what a delete touches, refuses it without the name typed again, then deletes', async () => {
    const bestseller = await tagNamed('Bestseller');
    const usage = await json<TagUsageAnswer>(await admin.call(TAG_ROUTES.usage, { params: { tagId: bestseller.id } }));
    expect(usage.products).toBe(bestseller.usage);
    expect(usage.products).toBeGreaterThan(0);
    expect(usage.sample.length).toBeGreaterThan(0);
    expect(usage.sample.every((target) => target.tagIds.includes(bestseller.id))).toBe(true);
    const refused = await admin.call(TAG_ROUTES.remove, { params: { tagId: bestseller.id }, body: { confirmation: 'Best seller' } });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'typedConfirmationMismatch', fields: { confirmation: 'errors.typedConfirmationMismatch' } });
    expect((await admin.call(TAG_ROUTES.remove, { params: { tagId: bestseller.id }, json: {} })).status).toBe(422);
    expect(await json(await admin.call(TAG_ROUTES.remove, { params: { tagId: bestseller.id }, body: { confirmation: 'Bestseller' } }))).toEqual({
      id: bestseller.id,
      untagged: usage.products,
    });
    expect((await admin.call(TAG_ROUTES.usage, { params: { tagId: bestseller.id } })).status).toBe(404);
  });

  it('finds products in a company by SKU or name, or by id in any company; companies across all', async () => {
    const product = catalogOf(h.sandbox.world, 1003)!.products.find((candidate) => candidate.deletedAt === null)!;
    const byId = await json<TagTargetListAnswer>(await admin.call(TAG_ROUTES.targets, { search: `tab=product&q=${product.id}` }));
    expect(byId.items.map((target) => [target.id, target.companyId])).toEqual([[product.id, 1003]]);
    const needsCompany = await admin.call(TAG_ROUTES.targets, { search: 'tab=product&q=shirt' });
    expect(needsCompany.status).toBe(400);
    const inCompany = await json<TagTargetListAnswer>(await admin.call(TAG_ROUTES.targets, { search: 'tab=product&companyId=1003&pageSize=10' }));
    expect(inCompany.items.length).toBe(10);
    expect(inCompany.items.every((target) => target.companyId === 1003 && target.sku)).toBe(true);
    const sku = inCompany.items[3]!.sku!;
    const bySku = await json<TagTargetListAnswer>(await admin.call(TAG_ROUTES.targets, { search: `tab=product&companyId=1003&q=${encodeURIComponent(sku)}` }));
    expect(bySku.items.map((target) => target.id)).toContain(inCompany.items[3]!.id);
    const companies = await json<TagTargetListAnswer>(await admin.call(TAG_ROUTES.targets, { search: 'tab=company&q=gulf' }));
    expect(companies.items.map((target) => target.id)).toEqual([1002]);
  });

  it('assigns a tag by hand across companies and takes it off; an inactive tag is refused', async () => {
    const gift = await tagNamed('Gift idea');
    const live = (companyId: number) => catalogOf(h.sandbox.world, companyId)!.products.filter((product) => product.deletedAt === null);
    const ids = [live(1003)[0]!.id, live(1002)[1]!.id];
    const assigned = await json<TagAssignAnswer>(
      await admin.call(TAG_ROUTES.assign, { params: { tagId: gift.id }, body: { action: 'assign', targetIds: ids } }),
    );
    expect(assigned.tag.usage - gift.usage).toBe(assigned.changed);
    const removed = await json<TagAssignAnswer>(
      await admin.call(TAG_ROUTES.assign, { params: { tagId: gift.id }, body: { action: 'remove', targetIds: ids } }),
    );
    expect(removed.tag.usage).toBe(gift.usage);
    const clearance = await tagNamed('Clearance');
    const refused = await admin.call(TAG_ROUTES.assign, { params: { tagId: clearance.id }, body: { action: 'assign', targetIds: ids } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { targetIds: 'adminTags.reasons.tagInactive' } });
    expect((await admin.call(TAG_ROUTES.assign, { params: { tagId: gift.id }, body: { action: 'assign', targetIds: [99] } })).status).toBe(400);
  });

  it('is for admins only, not for a seller nor an admin acting as one', async () => {
    await admin.actAs(1001);
    expect((await admin.call(TAG_ROUTES.list)).status).toBe(403);
    expect((await admin.call(TAG_ROUTES.create, { json: body() })).status).toBe(403);
  });
});

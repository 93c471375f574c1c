/** /admin/attributes through the BFF: the admin lists, adds, edits and deactivates attributes and adds and renames values. */
import type { AttributeDetail } from '@contract/admin-taxonomy/admin-attribute.api';
import type { AttributeListAnswer } from '@contract/admin-taxonomy/admin-attribute.query';
import { ADMIN_ATTRIBUTE_ROUTES as ROUTES } from '@contract/admin-taxonomy/admin-attribute.routes';
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
const COLOUR = 1;
const body = { name: 'Fabric', nameTr: 'Kumaş', remoteId: 'FAB-1', type: 'list', status: 'active' };

describe('admin attributes', () => {
  it('lists the attributes with their use, searched and filtered by type', async () => {
    const all = (await (await admin.get(`${LIST}?pageSize=100`)).json()) as AttributeListAnswer;
    const colour = all.items.find((row) => row.id === COLOUR)!;
    expect(colour).toMatchObject({ type: 'list', status: 'active' });
    expect(colour.valueCount).toBeGreaterThan(0);
    expect(colour.mandatoryCount).toBeGreaterThan(0);
    expect(colour.categoryCount).toBeGreaterThanOrEqual(colour.mandatoryCount);
    const texts = (await (await admin.get(`${LIST}?type=text`)).json()) as AttributeListAnswer;
    expect(texts.items.every((row) => row.type === 'text')).toBe(true);
  });

  it('adds an attribute, adds and renames a value, deactivates it; refuses an empty name and a missing attribute', async () => {
    const added = await admin.post(LIST, body);
    expect(added.status).toBe(201);
    const attribute = (await added.json()) as AttributeDetail;
    expect(attribute).toMatchObject({ name: { en: 'Fabric', tr: 'Kumaş' }, remoteId: 'FAB-1', values: [], categoryCount: 0 });
    const withValue = (await (await admin.post(`${LIST}/${attribute.id}/values`, { name: 'Cotton', nameTr: 'Pamuk' })).json()) as AttributeDetail;
    const value = withValue.values[0]!;
    expect(value.name).toEqual({ en: 'Cotton', tr: 'Pamuk' });
    const renamed = await admin.send('PUT', `${LIST}/${attribute.id}/values/${value.id}`, { body: { name: 'Organic cotton', nameTr: 'Organik pamuk' } });
    expect(((await renamed.json()) as AttributeDetail).values).toEqual([{ id: value.id, name: { en: 'Organic cotton', tr: 'Organik pamuk' } }]);
    const off = await admin.send('PUT', `${LIST}/${attribute.id}`, { body: { ...body, status: 'inactive' } });
    expect(await off.json()).toMatchObject({ status: 'inactive' });
    const inactive = (await (await admin.get(`${LIST}?tab=inactive&q=FAB-1`)).json()) as AttributeListAnswer;
    expect(inactive.items.map((row) => row.id)).toEqual([attribute.id]);

    const empty = await admin.post(LIST, { ...body, nameTr: ' ' });
    expect(await empty.json()).toMatchObject({ code: 'validation', fields: { nameTr: 'validation.fillOutField' } });
    const missing = await admin.get(`${LIST}/999999`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'attributeNotFound', message: 'Attribute not found' });
    expect((await admin.send('PUT', `${LIST}/${attribute.id}/values/999999`, { body: { name: 'x', nameTr: 'x' } })).status).toBe(404);
  });

  it('refuses a seller', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    expect((await seller.get(LIST)).status).toBe(403);
    expect((await seller.post(LIST, body)).status).toBe(403);
  });
});

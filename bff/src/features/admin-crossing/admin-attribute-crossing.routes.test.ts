/** /admin/attribute-crossing/ through the BFF: admin only, and an attribute crossed here is what the seller’s cross page reads. */
import { fillPath } from '@contract/api/route-def';
import type { AdminAttributeCrossListAnswer } from '@contract/admin-crossing/attribute-crossing.query';
import { ADMIN_ATTRIBUTE_CROSSING_ROUTES as ROUTES } from '@contract/admin-crossing/attribute-crossing.routes';
import type { CategoryCrossAnswer } from '@contract/catalog/crossing.api';
import { CROSSING_ROUTES } from '@contract/catalog/crossing.routes';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import { TestBrowser } from '../../test/browser';

let h: Harness;
let admin: TestBrowser;
harnessPerFile(async (harness, fresh) => {
  h = harness;
  admin = fresh;
  await admin.signIn('admin@demo.tezgah.dev', true);
});

/** Women's T-Shirts, crossed to Hepsiburada in the seeded world; Colour and its value Black. */
const TSHIRTS = 104;
const COLOUR = 1;
const BLACK = 1001;
const params = { id: TSHIRTS, marketplace: 'hepsiburada', attributeId: COLOUR };
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const colourOf = (answer: CategoryCrossAnswer) =>
  answer.marketplaces.find((entry) => entry.marketplace === 'hepsiburada')!.attributes.find((row) => row.attribute.id === COLOUR)!.crossing;

describe('the staff attribute crossing', () => {
  it('lists the attributes of the crossed leaves and answers one category’s crossings as the seller reads them', async () => {
    const list = await json<AdminAttributeCrossListAnswer>(admin.get(`${ROUTES.list.path}?marketplace=hepsiburada&q=${TSHIRTS}`));
    expect(list.items.map((row) => row.attributeId)).toContain(COLOUR);
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const staffView = await json<CategoryCrossAnswer>(admin.get(fillPath(ROUTES.cross.path, { id: TSHIRTS })));
    expect(staffView).toEqual(await json<CategoryCrossAnswer>(seller.call(CROSSING_ROUTES.cross, { params: { id: TSHIRTS } })));
  });

  it('uncrosses and crosses an attribute and a value; the seller’s cross page shows each change', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const sellerColour = async () => colourOf(await json<CategoryCrossAnswer>(seller.call(CROSSING_ROUTES.cross, { params: { id: TSHIRTS } })));
    const theirs = (await sellerColour())!.remoteAttributeId;
    expect((await admin.send('DELETE', fillPath(ROUTES.uncrossAttribute.path, params))).status).toBe(200);
    expect((await sellerColour())?.status).toBe('uncrossed');
    const refused = await admin.send('PUT', fillPath(ROUTES.crossValue.path, { ...params, valueId: BLACK }), { body: { remoteValueId: 'black' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { _: 'validation.crossAttributeFirst' } });
    expect((await admin.send('PUT', fillPath(ROUTES.crossAttribute.path, params), { body: { remoteAttributeId: theirs } })).status).toBe(200);
    expect((await sellerColour())?.status).toBe('crossed');
    expect((await admin.send('DELETE', fillPath(ROUTES.uncrossValue.path, { ...params, valueId: BLACK }))).status).toBe(200);
    expect((await sellerColour())?.values.some((value) => value.valueId === BLACK)).toBe(false);
  });

  it('refuses an admin acting as a seller', async () => {
    const acting = new TestBrowser(h.app);
    await acting.actAs(1001);
    expect((await acting.get(ROUTES.list.path)).status).toBe(403);
    expect((await acting.send('DELETE', fillPath(ROUTES.uncrossAttribute.path, params))).status).toBe(403);
  });
});

import type { AuditListAnswer } from '@contract/audit/audit.types';
import type { HardDeletePreview } from '@contract/admin-hard-delete/hard-delete.types';
import { ADMIN_HARD_DELETE_ROUTES as ROUTES } from '@contract/admin-hard-delete/hard-delete.routes';
import { fillPath } from '@contract/api/route-def';
import { parseDeletedProductQuery } from '@contract/catalog/deleted-product.query';
import type { Transaction } from '@contract/transactions/transaction.types';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { listDeletedProducts } from '@mocks/world/catalog/deleted-products';
import { seededHarnessPerFile } from '../../test/seeded-file';

const COMPANY = 1022;
const COMPANY_NAME = 'Desert Rose Mobilya';

describe('admin hard delete', () => {
  const seeded = seededHarnessPerFile();
  const world = () => seeded.h.sandbox.world;
  const asAdmin = () => seeded.browser.signIn('admin@demo.tezgah.dev', true);
  const previewOf = async (query: string) => (await seeded.browser.get(`${ROUTES.preview.path}?${query}`)).json() as Promise<HardDeletePreview>;
  const jobOf = async (id: string) => (await seeded.browser.get(fillPath(ROUTES.job.path, { id }))).json() as Promise<Transaction>;

  it('previews a product list: counts, a sample, the unknown ids and the count to type', async () => {
    await asAdmin();
    const [first, second] = catalogOf(world(), COMPANY)!.products;
    const preview = await previewOf(`companyId=${COMPANY}&scope=products&targets=${first!.id},${second!.id},777777`);
    expect(preview).toMatchObject({ companyId: COMPANY, companyName: COMPANY_NAME, unknown: ['777777'], confirmation: '2', counts: { products: 2 } });
    expect(preview.sample.length).toBeGreaterThan(0);
    const bad = await seeded.browser.get(`${ROUTES.preview.path}?scope=products&targets=a`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation', fields: { companyId: 'validation.required', targets: 'validation.productIdList' } });
  });

  it('refuses without the typed text, and with ids that name nothing', async () => {
    await asAdmin();
    const product = catalogOf(world(), COMPANY)!.products[0]!;
    const body = { companyId: COMPANY, scope: 'products', targets: [String(product.id)] };
    const untyped = await seeded.browser.post(ROUTES.start.path, body);
    expect(untyped.status).toBe(422);
    expect(await untyped.json()).toMatchObject({ code: 'typedConfirmationMismatch', fields: { confirmation: 'errors.typedConfirmationMismatch' } });
    expect((await seeded.browser.post(ROUTES.start.path, { ...body, confirmation: '2' })).status).toBe(422);
    const unknown = await seeded.browser.post(ROUTES.start.path, { ...body, targets: [String(product.id), '777777'], confirmation: '1' });
    expect([unknown.status, ((await unknown.json()) as { code: string }).code]).toEqual([409, 'hardDeleteUnknownTargets']);
    expect(catalogOf(world(), COMPANY)!.products[0]!.id).toBe(product.id);
  });

  it('deletes the whole catalogue as a transaction once the company name is typed, and audits it', async () => {
    await asAdmin();
    const total = catalogOf(world(), COMPANY)!.products.length;
    const started = await seeded.browser.post(ROUTES.start.path, { companyId: COMPANY, scope: 'catalog', confirmation: ` ${COMPANY_NAME} ` });
    expect(started.status).toBe(202);
    const transaction = (await started.json()) as Transaction;
    expect(transaction).toMatchObject({ companyId: COMPANY, method: 'hardDelete', status: 'open' });
    await seeded.h.jobs.drain();
    expect(await jobOf(transaction.id)).toMatchObject({ status: 'done', rows: total, progress: { done: total, total } });
    const catalog = catalogOf(world(), COMPANY)!;
    expect([catalog.products.length, catalog.variants.length, catalog.deletedVariants.length]).toEqual([0, 0, 0]);
    expect(listDeletedProducts(world(), COMPANY, parseDeletedProductQuery({}))!.total).toBe(0);
    const audit = (await (
      await seeded.browser.call(AUDIT_ROUTES.list, { search: `action=adminHardDelete.start&companyId=${COMPANY}` })
    ).json()) as AuditListAnswer;
    expect(audit.items.map((entry) => [entry.kind, entry.status])).toEqual([
      ['outcome', 202],
      ['attempt', null],
    ]);
    const again = await seeded.browser.post(ROUTES.start.path, { companyId: COMPANY, scope: 'catalog', confirmation: COMPANY_NAME });
    expect([again.status, ((await again.json()) as { code: string }).code]).toEqual([409, 'hardDeleteNothing']);
  });

  it('deletes a variant list; its job is not readable as another method’s, and sellers are refused', async () => {
    await asAdmin();
    const variant = catalogOf(world(), COMPANY)!.variants[0]!;
    const started = await seeded.browser.post(ROUTES.start.path, { companyId: COMPANY, scope: 'variants', targets: [variant.sku], confirmation: '1' });
    const { id } = (await started.json()) as Transaction;
    await seeded.h.jobs.drain();
    expect(await jobOf(id)).toMatchObject({ status: 'done', rows: 1 });
    expect(catalogOf(world(), COMPANY)!.variants.some((candidate) => candidate.id === variant.id)).toBe(false);
    expect((await seeded.browser.get(fillPath(ROUTES.job.path, { id: 'nope' }))).status).toBe(404);
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    expect((await seeded.browser.get(fillPath(ROUTES.job.path, { id }))).status).toBe(403);
    expect((await seeded.browser.post(ROUTES.start.path, { companyId: 1001, scope: 'catalog', confirmation: 'Anadolu Tekstil' })).status).toBe(403);
  });
});

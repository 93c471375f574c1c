import type { CreatedPackageAnswer, OrderDetailAnswer, OrderListAnswer } from '@contract/orders/order.api';
import { ORDER_TABS } from '@contract/orders/order.tabs';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46]);

async function list(browser: TestBrowser, query: string): Promise<OrderListAnswer> {
  const response = await browser.call(ORDER_ROUTES.list, { search: query });
  expect(response.status).toBe(200);
  return (await response.json()) as OrderListAnswer;
}

async function detail(browser: TestBrowser, id: number): Promise<OrderDetailAnswer> {
  return (await (await browser.call(ORDER_ROUTES.detail, { params: { id } })).json()) as OrderDetailAnswer;
}

function invoiceForm(fields: { number?: string; date?: string }, file: File | null): FormData {
  const form = new FormData();
  if (fields.number !== undefined) form.set('number', fields.number);
  if (fields.date !== undefined) form.set('date', fields.date);
  if (file) form.set('file', file);
  return form;
}

describe('orders', () => {
  let h: Harness;
  let seller: TestBrowser;
  harnessPerFile(
    async (harness, made) => {
      h = harness;
      seller = made;
      await seller.signIn('ayse@demo.tezgah.dev');
    },
    {},
    { world: 'seeded' },
  );

  it('lists a tab with counts for every tab, and pages', async () => {
    const page = await list(seller, 'tab=readyForPackaging&pageSize=10&page=2');
    expect(Object.keys(page.tabCounts).sort()).toEqual([...ORDER_TABS].sort());
    expect(page.items).toHaveLength(10);
    expect(page.page).toBe(2);
    expect(page.total).toBe(page.tabCounts.readyForPackaging);
    expect(page.items.every((row) => row.status === 'open' && !row.delayed)).toBe(true);
  });

  it('refuses a date range over 10 days and a Hepsiburada id without its leading zero', async () => {
    const long = await seller.call(ORDER_ROUTES.list, { search: 'from=2026-11-01&to=2026-11-11' });
    expect(long.status).toBe(400);
    expect((await long.json()).fields).toEqual({ from: 'validation.dateRangeTooLong' });
    const zero = await seller.call(ORDER_ROUTES.list, { search: 'marketplace=hepsiburada&marketplaceOrderId=12345' });
    expect((await zero.json()).fields).toEqual({ marketplaceOrderId: 'validation.hepsiburadaLeadingZero' });
  });

  it("answers not-found for another company's order, never its data", async () => {
    const other = new TestBrowser(h.app);
    await other.signIn('omar@demo.tezgah.dev');
    const [row] = (await list(other, 'pageSize=1')).items;
    const response = await seller.call(ORDER_ROUTES.detail, { params: { id: row!.id } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(row!.customerName);
  });

  it('cancels one item as the seller, then refuses to cancel it again', async () => {
    const rows = (await list(seller, 'tab=readyForPackaging&pageSize=50')).items;
    const row = rows.find((candidate) => candidate.itemCount >= 2)!;
    const before = await detail(seller, row.id);
    const item = before.order.items[0]!;
    const response = await seller.call(ORDER_ROUTES.cancel, { params: { id: row.id }, body: { itemIds: [item.id], reason: 'outOfStock' } });
    expect(response.status).toBe(200);
    const after = (await response.json()) as OrderDetailAnswer;
    expect(after.order.items[0]).toMatchObject({
      status: 'cancelled',
      cancelledQuantity: item.quantity,
      cancellation: { reason: 'outOfStock', userType: 'seller' },
    });
    expect(after.order.items.slice(1).some((other) => other.status !== 'cancelled')).toBe(true);
    const again = await seller.call(ORDER_ROUTES.cancel, { params: { id: row.id }, body: { itemIds: [item.id], reason: 'outOfStock' } });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('itemAlreadyCancelled');
  });

  it('records Admin as the cancelling user type when an admin acts as the seller', async () => {
    const staff = new TestBrowser(h.app);
    await staff.actAs(1001);
    const [row] = (await list(staff, 'tab=readyForPackaging&pageSize=1')).items;
    const item = (await detail(staff, row!.id)).order.items[0]!;
    const after = (await (
      await staff.call(ORDER_ROUTES.cancel, { params: { id: row!.id }, body: { itemIds: [item.id], reason: 'customerDemand' } })
    ).json()) as OrderDetailAnswer;
    expect(after.order.items[0]!.cancellation).toMatchObject({ userType: 'admin', canceledBy: 'Deniz Kaya' });
  });

  it('refuses to cancel an order with shipped items, and changes nothing', async () => {
    const [row] = (await list(seller, 'tab=shipped&pageSize=1')).items;
    const before = await detail(seller, row!.id);
    const response = await seller.call(ORDER_ROUTES.cancel, { params: { id: row!.id }, body: { itemIds: [before.order.items[0]!.id], reason: 'outOfStock' } });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: 'orderHasShippedItems',
      message: 'You cannot cancel this order because it has one or more shipped items.',
    });
    expect(await detail(seller, row!.id)).toEqual(before);
  });

  it('checks the cancel body: a reason must be selected', async () => {
    const [row] = (await list(seller, 'tab=readyForPackaging&pageSize=1')).items;
    const response = await seller.call(ORDER_ROUTES.cancel, { params: { id: row!.id }, json: { itemIds: [1] } });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toMatchObject({ reason: 'validation.cancelReasonRequired' });
  });

  it('creates a package from open items', async () => {
    const [row] = (await list(seller, 'tab=readyForPackaging&pageSize=1')).items;
    const order = (await detail(seller, row!.id)).order;
    const itemIds = order.items.filter((item) => item.status === 'open').map((item) => item.id);
    const response = await seller.call(ORDER_ROUTES.createPackage, { params: { id: row!.id }, body: { itemIds } });
    expect(response.status).toBe(200);
    const created = (await response.json()) as CreatedPackageAnswer;
    expect(created.packages.map((pkg) => pkg.id)).toContain(created.packageId);
    expect(
      created.order.items.filter((item) => itemIds.includes(item.id)).every((item) => item.status === 'packaged' && item.packageId === created.packageId),
    ).toBe(true);
  });

  it('uploads a PDF invoice and refuses anything else', async () => {
    const [row] = (await list(seller, 'tab=packaged&pageSize=1')).items;
    const invoice = { params: { id: row!.id } };
    const notPdf = await seller.call(ORDER_ROUTES.uploadInvoice, {
      ...invoice,
      body: invoiceForm({ number: 'INV-1', date: '2026-11-20' }, new File(['hello'], 'invoice.txt')),
    });
    expect(notPdf.status).toBe(400);
    expect((await notPdf.json()).code).toBe('pdfRequired');
    const disguised = await seller.call(ORDER_ROUTES.uploadInvoice, {
      ...invoice,
      body: invoiceForm({ number: 'INV-1', date: '2026-11-20' }, new File(['hello'], 'invoice.pdf')),
    });
    expect((await disguised.json()).code).toBe('pdfRequired');
    const noNumber = await seller.call(ORDER_ROUTES.uploadInvoice, { ...invoice, body: invoiceForm({ date: '2026-11-20' }, new File([PDF], 'invoice.pdf')) });
    expect(await noNumber.json()).toMatchObject({ code: 'invoiceInvalid', fields: { number: 'validation.invoiceNumberRequired' } });
    const ok = await seller.call(ORDER_ROUTES.uploadInvoice, {
      ...invoice,
      body: invoiceForm({ number: 'INV-1', date: '2026-11-20' }, new File([PDF], 'invoice.pdf')),
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as OrderDetailAnswer).order.invoice).toMatchObject({ number: 'INV-1', date: '2026-11-20', fileName: 'invoice.pdf' });
    const file = await seller.call(ORDER_ROUTES.invoiceFile, invoice);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
  });

  it('lets only an admin acting as the seller delete an order', async () => {
    const [row] = (await list(seller, 'tab=completed&pageSize=1')).items;
    expect((await seller.call(ORDER_ROUTES.delete, { params: { id: row!.id } })).status).toBe(403);
    const staff = new TestBrowser(h.app);
    await staff.actAs(1001);
    expect((await staff.call(ORDER_ROUTES.delete, { params: { id: row!.id } })).status).toBe(204);
    expect((await seller.call(ORDER_ROUTES.detail, { params: { id: row!.id } })).status).toBe(404);
  });

  it('is seller work: an admin who is not acting gets 403, signed-out 401', async () => {
    const admin = new TestBrowser(h.app);
    await admin.signIn('admin@demo.tezgah.dev', true);
    expect((await admin.call(ORDER_ROUTES.list)).status).toBe(403);
    expect((await new TestBrowser(h.app).call(ORDER_ROUTES.list)).status).toBe(401);
  });
});

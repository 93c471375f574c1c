import { describe, expect, it } from 'vitest';
import type { ProductValidationAnswer } from '@contract/catalog/product-validation';
import type { QuickEditAnswer, VariantListAnswer } from '@contract/catalog/variant.api';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const START = Date.UTC(2026, 0, 15, 9, 0, 0);
const now = () => START;
const file = sandboxPerFile(now, { seed: 11 });
const AYSE: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const OMAR: TokenOptions = { role: 'seller', companyId: 1002, sub: 'usr-omar' };

const call = file.client('marketplace', AYSE);

describe('sandbox variants', () => {
  it("lists a company's variants with the service page size, and refuses another company's token", async () => {
    const list = await call<VariantListAnswer>('1001/variants?pageSize=2000');
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(Math.min(2000, list.body.total));
    expect(list.body.total).toBe(list.body.tabCounts.all);
    expect((await call('1002/variants')).status).toBe(403);
    expect((await call('1001/variants?productIds=1,x')).status).toBe(400);
  });

  it('saves all rows or none, naming each failing row', async () => {
    const [first, second] = (await call<VariantListAnswer>('1001/variants?pageSize=2')).body.items;
    const row = { id: first!.id, price: first!.price + 1, retailPrice: first!.price + 2, stock: 4, status: 'inactive' };
    const refused = await call('1001/variants/quick-edit', {
      body: { variants: [row, { ...row, id: second!.id, price: second!.price, retailPrice: second!.price - 1 }] },
    });
    expect(refused).toMatchObject({ status: 400, body: { error: 'validation', fields: { 'variants[1].retailPrice': 'validation.retailBelowPrice' } } });
    const saved = await call<QuickEditAnswer>('1001/variants/quick-edit', { body: { variants: [row] } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ saved: 1, items: [row] });
    const again = await call<QuickEditAnswer>('1001/variants/quick-edit', { body: { variants: [row] } });
    expect(again.body.saved).toBe(0);
    const foreign = await call('1002/variants/quick-edit', { body: { variants: [row] }, token: OMAR });
    expect(foreign.body).toMatchObject({ fields: { 'variants[0].id': 'validation.variantUnknown' } });
  });

  it("answers the company's product validation a page at a time", async () => {
    const page = await call<ProductValidationAnswer>('1001/product-validation?pageSize=5&page=2');
    expect(page.status).toBe(200);
    expect(page.body.page).toBe(2);
    expect(page.body.items.length).toBeLessThanOrEqual(5);
    expect(page.body.checked).toBeGreaterThan(0);
    expect((await call('1001/product-validation', { token: OMAR })).status).toBe(403);
  });
});

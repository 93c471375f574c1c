import { describe, expect, it } from 'vitest';
import { CLAIM_ROUTES } from '../claims/claim.routes';
import { ORDER_ROUTES } from '../orders/order.routes';
import { PRODUCT_ROUTES } from '../catalog/product.routes';
import { BRAND_ROUTES } from '../catalog/brand.routes';
import { auditBeforeRouteOf } from './audit-before';

describe('auditBeforeRouteOf', () => {
  it('reads an updated or deleted record at its own path', () => {
    expect(auditBeforeRouteOf(PRODUCT_ROUTES.updateBasic)?.path).toBe('/api/products/:id');
    expect(auditBeforeRouteOf(ORDER_ROUTES.delete)?.path).toBe('/api/orders/:id');
  });

  it('reads the record an action is taken on', () => {
    expect(auditBeforeRouteOf(CLAIM_ROUTES.approve)?.path).toBe('/api/claims/:id');
    expect(auditBeforeRouteOf(ORDER_ROUTES.cancel)?.path).toBe('/api/orders/:id');
  });

  it('keeps no before for a creation or a read', () => {
    expect(auditBeforeRouteOf(BRAND_ROUTES.add)).toBeNull();
    expect(auditBeforeRouteOf(PRODUCT_ROUTES.detail)).toBeNull();
  });
});

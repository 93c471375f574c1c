/** Read-only look-ups through the BFF's reconciliation and payments API, so a test knows what the screens must show. */
import { expect, type APIRequestContext } from '@playwright/test';
import { API } from '@contract/api/paths';
import type { Language } from '@contract/api/session';
import type { PaymentListAnswer, ReconciliationListAnswer } from '@contract/reconciliation/reconciliation.api';
import {
  paymentQueryToRaw,
  reconciliationQueryToRaw,
  type PaymentListQuery,
  type ReconciliationListQuery,
} from '@contract/reconciliation/reconciliation.query';

async function getJson<T>(request: APIRequestContext, path: string, params: Record<string, string>): Promise<T> {
  const response = await request.get(path, { params });
  expect(response.status(), `GET ${path} ${JSON.stringify(params)}`).toBe(200);
  return (await response.json()) as T;
}

export function reconciliationOf(request: APIRequestContext, query: Partial<ReconciliationListQuery>): Promise<ReconciliationListAnswer> {
  return getJson<ReconciliationListAnswer>(request, API.reconciliation, reconciliationQueryToRaw(query));
}

export function paymentsOf(request: APIRequestContext, query: Partial<PaymentListQuery>): Promise<PaymentListAnswer> {
  return getJson<PaymentListAnswer>(request, API.payments, paymentQueryToRaw(query));
}

/** An amount as the interface shows it (web/src/lib/format.ts uses these locales). */
export function money(amount: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-GB', { style: 'currency', currency }).format(amount);
}

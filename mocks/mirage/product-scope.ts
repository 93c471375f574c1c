/** What the product edit routes share: the seller's product (and variant) in the path, and world answers as the BFF gives them. */
import type { Request, Response } from 'miragejs';
import { isRefusal, type Refusal } from '@mocks/world/refusal';
import type { MockContext } from './mock-context';
import { failure, json } from './respond';
import { isResponse, pathId, sellerScope } from './seller-scope';

export interface ProductIds { companyId: number; productId: number; variantId: number }

/** Runs `work` for the seller's product (and variant) in the path; a bad id, or the 'empty' scenario, is not found. */
export function onProduct(request: Request, context: MockContext, work: (ids: ProductIds) => Response | Promise<Response>) {
  const scope = sellerScope(context, 'catalog.products');
  if (isResponse(scope)) return scope;
  const productId = pathId(request);
  const variantId = request.params.variantId === undefined ? 0 : pathId(request, 'variantId');
  if (productId === null || variantId === null || context.scenario === 'empty') return failure('notFound');
  return work({ companyId: scope.companyId, productId, variantId });
}

/** A world answer as the BFF passes it on: the value, notFound, or the refusal with its fields. */
export function productAnswer(result: object | Refusal | undefined, status = 200): Response {
  if (result === undefined) return failure('notFound');
  return isRefusal(result) ? failure(result.code, result.fields) : json(status, result);
}


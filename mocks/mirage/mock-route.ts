import type { Request, Response } from 'miragejs';
import type { ErrorCode } from '@contract/errors';
import type { MockContext } from './mock-context';

export interface MockRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  /** What the route answers in the 'errors' scenario (default 'generic'); routes over a downstream service say so. */
  errorsScenario?: ErrorCode;
  handle(request: Request, context: MockContext): Response | Promise<Response>;
}

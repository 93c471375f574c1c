import type { Request, Response } from 'miragejs';
import type { MockContext } from './mock-context';

export interface MockRoute {
  method: 'get' | 'post';
  path: string;
  handle(request: Request, context: MockContext): Response | Promise<Response>;
}

/**
 * The marketplace service's hard delete (admin tokens only, 403 otherwise): the preview of a company's products,
 * variants or whole catalogue, and the delete itself a step at a time (at most `limit` products or variants a call).
 */
import * as yup from 'yup';
import { answer, policy, route } from '../api/route-def';
import { hardDeleteScopeQuery } from '../admin-hard-delete/hard-delete.query';
import type { HardDeletePreview, HardDeleteStep } from '../admin-hard-delete/hard-delete.types';
import { HARD_DELETE_MAX_TARGETS, HARD_DELETE_SCOPES } from '../admin-hard-delete/hard-delete.types';
import { serviceRoutes } from './service-route';

/** Most products or variants one step deletes. */
export const HARD_DELETE_STEP_MAX = 200;

export const hardDeleteStepSchema = yup.object({
  scope: yup.string().oneOf(HARD_DELETE_SCOPES).required(),
  targets: yup.array(yup.string().required()).max(HARD_DELETE_MAX_TARGETS).default([]),
  limit: yup.number().integer().min(1).max(HARD_DELETE_STEP_MAX).required(),
});

const PATH = '/v1/companies/:companyId/hard-delete';

export const HARD_DELETE_SERVICE_ROUTES = serviceRoutes('marketplace', {
  preview: route.get(`${PATH}/preview`, { query: hardDeleteScopeQuery, answer: answer<HardDeletePreview>(), policy: policy.token() }),
  /** 409 hardDeleteUnknownTargets while an id or SKU names nothing. */
  step: route.post(PATH, { body: hardDeleteStepSchema, answer: answer<HardDeleteStep>(), policy: policy.token() }),
});

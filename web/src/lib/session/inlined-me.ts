/** The session's user as the BFF wrote it into index.html (contract/api/page-data.ts), read once at start. */
import { ME_ELEMENT_ID } from '@contract/api/page-data';
import type { MeResponse } from '@contract/api/session';
import { isUserInfo } from '../storage';

function isMeResponse(value: unknown): value is MeResponse {
  if (typeof value !== 'object' || value === null || !('user' in value) || !isUserInfo(value.user)) return false;
  return !('countsUnavailable' in value) || typeof value.countsUnavailable === 'boolean';
}

/**
 * GET me's answer written into the page, or null when it has none (a signed-out page, the mock layer, Storybook). The
 * element goes once read: a later check (a reload of the session, a 401) asks GET me.
 */
export function takeInlinedMe(doc: Document = document): MeResponse | null {
  const element = doc.getElementById(ME_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return isMeResponse(value) ? value : null;
  } catch {
    return null;
  }
}

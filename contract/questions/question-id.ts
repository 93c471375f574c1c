/**
 * The question ID a seller sees (spec §3 `questionId`): Q and the ticket's id. It opens as a URL as the id does, so
 * a seller who copies the one on screen lands on the question.
 */
import { wholeId } from '../lists/whole-id';

export const questionIdOf = (ticketId: number): string => `Q${ticketId}`;

/** The ticket's id from a path segment: the id itself or the question ID (Q + the id, any case); else null. */
export function ticketIdInPath(value: string | null | undefined): number | null {
  return wholeId(value?.replace(/^q(?=\d)/i, ''));
}

/**
 * What an export's POST carries beside the list's filters (its body): the requester's interface language in the
 * query (`?lang=tr`), as an import upload does, so the file's headers and labels are the ones on their screen.
 */
import { textQuery } from '../api/route-def';

export const exportRequestQuery = textQuery(['lang']);

/** Pure tag rules: the screen's buttons and dialogs, the BFF and the sandbox all ask them. */
import { confirmationTextOf } from '../admin/typed-confirmation';
import type { Tag, TagKind } from './tag.types';

/** What confirms a tag's delete: its English name, typed again (the same text whatever the interface language). */
export function deleteConfirmationOf(tag: Pick<Tag, 'name'>): string {
  return confirmationTextOf({ kind: 'name', name: tag.name.en });
}

/** Why a tag may not be put on a target of this kind (an i18n key), or null. Taking a tag off is always allowed. */
export function assignProblem(tag: Pick<Tag, 'kind' | 'status'>, kind: TagKind): string | null {
  if (tag.status !== 'active') return 'adminTags.reasons.tagInactive';
  if (tag.kind !== kind) return tag.kind === 'product' ? 'adminTags.reasons.productTagOnly' : 'adminTags.reasons.companyTagOnly';
  return null;
}

/** A tag's kind may not change while something carries it (those targets would carry a tag of the other kind). */
export function kindChangeProblem(tag: Pick<Tag, 'kind' | 'usage'>, kind: TagKind): string | null {
  return tag.kind !== kind && tag.usage > 0 ? 'adminTags.validation.kindInUse' : null;
}

import type { LocalizedName } from '@contract/localized-name';
import { useNameOf } from '@web/lib/localized-name';

/** A name the data holds in both languages, in the interface language: for list cells and other render-only places. */
export function LocalizedText({ name }: { name: LocalizedName }) {
  return <>{useNameOf()(name)}</>;
}

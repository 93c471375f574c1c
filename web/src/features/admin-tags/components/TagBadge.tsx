/** A tag as a coloured badge, in the interface language. */
import { CBadge } from '@coreui/react';
import type { Tag, TagColour } from '@contract/admin-tags/tag.types';
import { LocalizedText } from '@web/components/LocalizedText';

const BADGE_COLOURS: Readonly<Record<TagColour, { color: string; textColor?: string }>> = {
  grey: { color: 'secondary' },
  blue: { color: 'primary' },
  green: { color: 'success' },
  yellow: { color: 'warning', textColor: 'dark' },
  orange: { color: 'warning' },
  red: { color: 'danger' },
  purple: { color: 'info' },
};

export function TagBadge({ tag }: { tag: Pick<Tag, 'name' | 'colour' | 'status'> }) {
  const { color, textColor } = BADGE_COLOURS[tag.colour];
  return (
    <CBadge color={color} {...(textColor ? { textColor } : {})} data-colour={tag.colour} data-status={tag.status}>
      <LocalizedText name={tag.name} />
    </CBadge>
  );
}

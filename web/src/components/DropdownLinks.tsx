import { CDropdownMenu } from '@coreui/react';
import type { ComponentProps } from 'react';

/**
 * A dropdown's panel of links and headers. CoreUI's says role="menu" but wraps each child in a list item, which a menu
 * may not hold (axe: aria-required-children); a list of links behind a toggle is what it is.
 */
export function DropdownLinks(props: ComponentProps<typeof CDropdownMenu>) {
  return <CDropdownMenu {...props} role="list" />;
}

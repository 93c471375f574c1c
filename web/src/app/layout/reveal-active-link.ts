/**
 * Brings the sidebar's active link into the sidebar's view, centred, when it is scrolled out (a page deep in a long
 * menu, opened from a bookmark or a reload). Called from a ResizeObserver (`observeSizes`), after the browser's own
 * layout: reading the boxes here costs nothing, where a layout effect would lay the page out inside React's commit.
 */
export function revealActiveLink(nav: HTMLElement): void {
  const link = nav.querySelector<HTMLElement>('.nav-link.active');
  if (!link) return;
  const frame = nav.getBoundingClientRect();
  const box = link.getBoundingClientRect();
  if (box.top >= frame.top && box.bottom <= frame.bottom) return;
  nav.scrollTop += box.top - frame.top - (frame.height - box.height) / 2;
}

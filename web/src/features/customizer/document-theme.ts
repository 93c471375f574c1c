/** Puts the customizer settings on the document: colour mode, direction, and the LTR or RTL CoreUI stylesheet. */
import ltrStylesheet from '@coreui/coreui/dist/css/coreui.min.css?url';
import rtlStylesheet from '@coreui/coreui/dist/css/coreui.rtl.min.css?url';
import { effectiveLayout, effectiveTheme, type CustomizerSettings } from '@contract/customizer';
import { HORIZONTAL_LAYOUT_MIN_WIDTH } from '@contract/constants';

const STYLESHEET_ID = 'coreui-stylesheet';

export function applyCustomizerToDocument(doc: Document, settings: CustomizerSettings, viewportWidth: number): void {
  const layout = effectiveLayout(settings, viewportWidth, HORIZONTAL_LAYOUT_MIN_WIDTH);
  const theme = effectiveTheme(settings, layout);
  const root = doc.documentElement;
  // Semi-dark keeps the page light; only the sidebar goes dark (the layout colours it).
  root.setAttribute('data-coreui-theme', theme === 'dark' ? 'dark' : 'light');
  root.setAttribute('dir', settings.direction);
  root.dataset.layout = layout;
  root.dataset.theme = theme;

  let link = doc.getElementById(STYLESHEET_ID) as HTMLLinkElement | null;
  if (!link) {
    link = doc.createElement('link');
    link.id = STYLESHEET_ID;
    link.rel = 'stylesheet';
    doc.head.prepend(link);
  }
  const href = settings.direction === 'rtl' ? rtlStylesheet : ltrStylesheet;
  if (link.dataset.direction !== settings.direction || link.getAttribute('href') !== href) {
    link.setAttribute('href', href);
    link.dataset.direction = settings.direction;
  }
}

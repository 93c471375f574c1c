/** The SPA entry: renders as soon as it is imported (Mirage's entry imports it after starting). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyCustomizerToDocument } from '@web/features/customizer/document-theme';
import { loadStoredCustomizer } from '@web/features/customizer/customizer.slice';
import { App } from './App';
import { createAppRouter } from './router';
import { createAppStore } from './store';

// Theme, direction and stylesheet go on before the first paint.
applyCustomizerToDocument(document, loadStoredCustomizer(), window.innerWidth);

let router: ReturnType<typeof createAppRouter> | null = null;
const store = createAppStore({ navigate: (to, options) => router?.navigate(to, options) });
router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);

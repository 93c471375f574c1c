/**
 * Draws the signed-out pages (web/src/app/prerender.tsx) through Vite's SSR loader and prints them as JSON
 * (DrawnSignedOutPages), for scripts/vite-prerender.ts, in a process of its own beside the build's. Arguments: the web
 * root, the entry, the aliases as JSON.
 */
import { createServer } from 'vite';

const [webRoot, entry, aliases] = process.argv.slice(2);
const server = await createServer({
  configFile: false,
  root: webRoot,
  resolve: { alias: JSON.parse(aliases ?? '{}') },
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true },
  // CoreUI's icon package is CommonJS for Node (its ES build only named by `module`): Vite's own loader reads the
  // ES build, where Node's would hand a module object as the component.
  ssr: { noExternal: [/^@coreui\//] },
});
try {
  const drawn = await (await server.ssrLoadModule(entry)).drawSignedOutPages();
  process.stdout.write(JSON.stringify(drawn));
} finally {
  await server.close();
}

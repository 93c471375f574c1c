/**
 * @hono/node-server/serve-static for the BFF in a page (vite-aliases.ts): the page has no files to serve, and the
 * browser BFF never passes createApp a staticDir, so spaRoutes is never built; node-server's module itself reads
 * node:process at load, which a page cannot. Building it anyway is a wiring mistake, said loudly.
 */
export function serveStatic(): never {
  throw new Error('The browser BFF serves no static files: createApp must get no staticDir there.');
}

/** What the built SPA sends, from Vite's manifest (`vite build --manifest`): each file's brotli size (its .br twin). */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteChunk {
  /** The lazy module (a screen's view, a translation…), as its source path. */
  source: string;
  file: string;
  /** The chunk's own brotli bytes. */
  ownBytes: number;
  /** Its own bytes and those of the chunks it imports that are not loaded before it (the first load; for a screen, the signed-in part too). */
  withImportsBytes: number;
}

export interface BundleFigures {
  /** The entry with everything index.html preloads (its static imports) and their CSS, brotli bytes. */
  firstLoad: { files: number; jsBytes: number; cssBytes: number };
  routeChunks: RouteChunk[];
}

/** A built file's size as sent to a browser that accepts br: its .br twin, or the file itself when it has none. */
export function brotliBytes(webDir: string, file: string): number {
  const path = join(webDir, file);
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
}

function staticClosure(manifest: Manifest, keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

export function bundleFigures(webDir: string): BundleFigures {
  const manifest = JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const first = staticClosure(manifest, entries);
  const firstFiles = [...first].map((key) => manifest[key]!);
  const css = new Set(firstFiles.flatMap((chunk) => chunk.css ?? []));
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + brotliBytes(webDir, file), 0);
  // Every signed-in page loads the signed-in part (web/src/app/signed-in.ts) first; a screen's extra is what comes after.
  const signedInKey = Object.keys(manifest).find((key) => key.endsWith('src/app/signed-in.ts'));
  const signedIn = new Set([...first, ...(signedInKey ? staticClosure(manifest, [signedInKey]) : [])]);
  const routeChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]): RouteChunk => {
      const loaded = key === signedInKey || !chunk.src?.includes('/features/') ? first : signedIn;
      const extra = [...staticClosure(manifest, [key])].filter((k) => !loaded.has(k)).map((k) => manifest[k]!);
      const files = new Set(extra.flatMap((c) => [c.file, ...(c.css ?? [])]).filter((file) => !css.has(file)));
      return { source: chunk.src ?? key, file: chunk.file, ownBytes: brotliBytes(webDir, chunk.file), withImportsBytes: sum(files) };
    })
    .sort((a, b) => b.ownBytes - a.ownBytes);
  return {
    firstLoad: { files: firstFiles.length + css.size, jsBytes: sum(firstFiles.map((chunk) => chunk.file)), cssBytes: sum(css) },
    routeChunks,
  };
}

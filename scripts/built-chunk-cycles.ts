/**
 * Cycles among the built SPA's chunks. When chunk A imports chunk B and B imports A back, whichever the page asks for
 * first runs the other before itself, and every value the other reads at load time from it is still undefined: the
 * production build drew every icon as `cilList` that way while dev:mock (one bundle, no chunks) drew the right ones.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The chunks a chunk's code imports statically (`import … from "./x.js"`, `export … from`, `import "./x.js"`). */
export function importedChunks(code: string): string[] {
  const found = code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g);
  return [...new Set([...found].map((match) => match[1]!))];
}

/** Chunk file name -> the chunks it imports statically, for every .js file of a built assets folder. */
export function chunkGraph(assets: string): Map<string, string[]> {
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  return new Map(files.map((file) => [file, importedChunks(readFileSync(join(assets, file), 'utf8'))]));
}

/** Each cycle once, as the chunks around it (the first repeated at the end). */
export function chunkCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (chunk: string) => {
    path.push(chunk);
    for (const next of graph.get(chunk) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) cycles.push([...path.slice(at), next]);
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    done.add(chunk);
  };
  for (const chunk of [...graph.keys()].sort()) if (!done.has(chunk)) visit(chunk);
  return cycles;
}

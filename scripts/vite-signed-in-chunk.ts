/**
 * Keeps the signed-in part of the SPA (web/src/app/signed-in.ts and everything it imports that the entry does not) in
 * one chunk. Left to itself the bundler splits every module that a screen's chunk shares with it (route tables,
 * queries, rules) into a chunk of its own: thirty requests of under 1 KB that a phone on HTTP/1.1 fetches six at a time.
 */
import type { Plugin } from 'vite';

export type ModuleGraph = { getModuleIds(): IterableIterator<string>; getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null };

function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The modules the part (the first module matching `part`) imports statically that no entry does, the part included. */
export function partOnlyModules(graph: ModuleGraph, part: RegExp): Set<string> {
  const ids = [...graph.getModuleIds()];
  const root = ids.find((id) => part.test(id));
  if (!root) return new Set();
  const first = staticClosure(
    graph,
    ids.filter((id) => graph.getModuleInfo(id)?.isEntry),
  );
  return new Set([...staticClosure(graph, [root])].filter((id) => !first.has(id)));
}

export function signedInChunk(part: RegExp): { plugin: Plugin; test: (id: string) => boolean } {
  let captured = new Set<string>();
  const plugin: Plugin = {
    name: 'tezgah-signed-in-chunk',
    apply: 'build',
    buildEnd() {
      captured = partOnlyModules(this, part);
    },
  };
  return { plugin, test: (id) => captured.has(id) };
}

/**
 * One chunk per part of the SPA, in load order: what the boot needs, then what a signed-in page adds. Left to itself the
 * bundler gives every module that a lazy chunk shares with the part a chunk of its own: the boot came as twenty files and
 * the signed-in part as thirty, most under 1 KB, which a phone on HTTP/1.1 fetches six at a time.
 */
import type { Plugin } from 'vite';

export type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

/** A part: the module it starts from; a part without a chunk name only keeps its modules out of the later parts. */
export interface Part {
  root: RegExp;
  chunk?: string;
}

function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Module id -> the chunk of the first part whose root imports it statically (parts without a chunk name claim theirs too). */
export function partOfModules(graph: ModuleGraph, parts: readonly Part[]): Map<string, string | undefined> {
  const ids = [...graph.getModuleIds()];
  const owner = new Map<string, string | undefined>();
  for (const part of parts) {
    const root = ids.find((id) => part.root.test(id));
    if (root === undefined) continue;
    // The root itself stays out: it is a dynamic import's own module, and a group holding it lost its namespace export.
    for (const id of staticClosure(graph, root)) if (!owner.has(id) && id !== root) owner.set(id, part.chunk);
  }
  return owner;
}

export function partChunks(parts: readonly Part[]): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean }[] } {
  let owner = new Map<string, string | undefined>();
  const plugin: Plugin = {
    name: 'tezgah-part-chunks',
    apply: 'build',
    buildEnd() {
      owner = partOfModules(this, parts);
    },
  };
  const named = parts.flatMap((part) => (part.chunk ? [part.chunk] : []));
  return { plugin, groups: named.map((name) => ({ name, test: (id: string) => owner.get(id) === name })) };
}

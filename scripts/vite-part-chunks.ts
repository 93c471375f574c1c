/**
 * One chunk per part of the SPA, in load order: what the boot needs, then what a signed-in page adds. Left to itself the
 * bundler gives every module that a lazy chunk shares with the part a chunk of its own: the boot came as twenty files and
 * the signed-in part as thirty, most under 1 KB, which a phone on HTTP/1.1 fetches six at a time.
 */
import type { Plugin } from 'vite';

export type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; code?: string | null; exports?: readonly string[] } | null;
};

/** A part: the module it starts from; a part without a chunk name only keeps its modules out of the later parts. */
export interface Part {
  root: RegExp;
  chunk?: string;
}

/** A statement a re-export barrel is made of: `export { a } from`, `export * from`, `import * as x from`, `export { x as y }`. */
const BARREL_STATEMENT =
  /^(?:export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(['"])[^'"]+\1|import\s*\*\s*as\s+[\w$]+\s*from\s*(['"])[^'"]+\2|export\s*\{[^}]*\})$/;

/** Whether a module only re-exports others (a package's index.js): what an importer takes from it is what it names. */
export function isBarrel(code: string | null | undefined): boolean {
  if (!code) return false;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .split(/[;\n]/)
    .map((statement) => statement.trim())
    .filter(Boolean);
  return statements.length > 0 && statements.every((statement) => BARREL_STATEMENT.test(statement));
}

const wordsOf = (code: string | null | undefined) => new Set(code?.match(/[A-Za-z_$][\w$]*/g) ?? []);

/**
 * The modules `root` needs. Through a barrel only the modules exporting a name the importer's code mentions count: a
 * shell that imports one icon from a 1,500-icon barrel needs that icon, not the other 1,499 (claiming them all left
 * what only the signed-in part uses outside its chunk, in the dynamic import's own chunk, which the signed-in chunk
 * then imported back: a cycle that ran the signed-in chunk before the icons it reads were defined).
 */
function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const barrels = new Map<string, boolean>();
  const barrel = (id: string) => barrels.get(id) ?? barrels.set(id, isBarrel(graph.getModuleInfo(id)?.code)).get(id)!;
  const needed = new Set<string>();
  const namesAsked = new Map<string, Set<string>>();
  const stack: { id: string; names: Set<string> | null }[] = [{ id: root, names: null }];
  while (stack.length > 0) {
    const { id, names } = stack.pop()!;
    const info = graph.getModuleInfo(id);
    if (names === null || !barrel(id)) {
      if (needed.has(id)) continue;
      needed.add(id);
      // A namespace import (`import * as icons`) may read any name: all of a barrel it imports is needed then.
      const own = /\bimport\s*\*\s*as\b/.test(info?.code ?? '') ? null : wordsOf(info?.code);
      for (const imported of info?.importedIds ?? []) stack.push({ id: imported, names: barrel(imported) ? own : null });
      continue;
    }
    const asked = namesAsked.get(id) ?? new Set<string>();
    const fresh = new Set([...names].filter((name) => !asked.has(name)));
    if (fresh.size === 0) continue;
    namesAsked.set(id, new Set([...asked, ...fresh]));
    needed.add(id);
    for (const imported of info?.importedIds ?? []) {
      const exports = graph.getModuleInfo(imported)?.exports ?? [];
      if (exports.some((name) => fresh.has(name))) stack.push({ id: imported, names: fresh });
    }
  }
  return needed;
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

/**
 * The repository's graph of value imports (what runs when a module is evaluated), and its cycles. `import type`,
 * `export type` and dynamic `import()` are left out: they run nothing at load. Built once per process from the
 * sources, so a lint run over every file reads each file once.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOTS = ['contract', 'web', 'bff', 'mocks', 'stories', '.storybook', 'e2e', 'scripts', 'locales'];
const ALIASES = { '@contract/': 'contract/', '@web/': 'web/src/', '@bff/': 'bff/src/', '@mocks/': 'mocks/', '@locales/': 'locales/' };
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'storybook-static']);

/** Static value imports and re-exports of a module's text, as written (`import { type A }` still loads its module). */
export function valueImportsOf(text) {
  const statement = /^[ \t]*(import|export)[ \t]+(type[ \t]+)?((?:[\w$*{][^;=()'"]*?\sfrom[ \t]*)?)['"]([^'"\n]+)['"]/gm;
  const specifiers = [];
  for (const [, keyword, typeOnly, clause, specifier] of text.matchAll(statement)) {
    if (typeOnly || (keyword === 'export' && !/^[*{]/.test(clause))) continue;
    specifiers.push(specifier);
  }
  return specifiers;
}

function resolveSpecifier(root, from, specifier) {
  let base;
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) base = join(root, ALIASES[alias], specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  const stem = base.replace(/\.(js|mjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mjs`, `${stem}.js`, join(base, 'index.ts')]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function sourcesUnder(dir, out) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourcesUnder(path, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Strongly connected components of more than one module (or a module importing itself): each is a cycle. */
function cyclesOf(graph) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)));
    }
    if (low.get(node) === order.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return components;
}

const built = new Map();

/** The value-import graph of the repository at `root` and, per module in a cycle, the other members of its cycle. */
export function importGraph(root) {
  if (built.has(root)) return built.get(root);
  const graph = new Map();
  for (const file of ROOTS.flatMap((dir) => sourcesUnder(join(root, dir), []))) {
    const targets = valueImportsOf(readFileSync(file, 'utf8'))
      .map((specifier) => resolveSpecifier(root, file, specifier))
      .filter((target) => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  const componentOf = new Map();
  const cycles = cyclesOf(graph);
  for (const component of cycles) for (const member of component) componentOf.set(member, component);
  const result = { graph, cycles, componentOf, resolve: (from, specifier) => resolveSpecifier(root, from, specifier), name: (file) => relative(root, file) };
  built.set(root, result);
  return result;
}

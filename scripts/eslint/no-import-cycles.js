/**
 * No value-import cycles: a module may not load one that (through others) loads it back, since whichever is evaluated
 * first sees the other half-made. Type-only imports and dynamic `import()` are allowed: they run nothing at load.
 * The graph is the whole repository's (scripts/eslint/import-graph.js), built once per lint run.
 */
import { importGraph } from './import-graph.js';

export function noImportCycles(root) {
  return {
    meta: { type: 'problem', messages: { cycle: 'Import cycle: {{cycle}}. Move what both need into a module of its own.' } },
    create(context) {
      const file = context.filename;
      const check = (node) => {
        if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
        const graph = importGraph(root);
        const members = graph.componentOf.get(file);
        if (!members) return;
        const target = graph.resolve(file, node.source.value);
        if (target === null || !members.includes(target)) return;
        context.report({ node, messageId: 'cycle', data: { cycle: [file, ...members.filter((m) => m !== file)].map(graph.name).join(' → ') } });
      };
      return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check };
    },
  };
}

/** The value-import cycle rule: what counts as a value import, cycles found through aliases, type-only edges allowed. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { importGraph, valueImportsOf } from './import-graph.js';
import { noImportCycles } from './no-import-cycles.js';

describe('value imports of a module', () => {
  it('reads imports, side-effect imports and re-exports, and leaves out type-only ones and dynamic import()', () => {
    const text = [
      "import { a, type B } from './a';",
      "import type { C } from './c';",
      "import './d';",
      "import * as e from '@contract/e';",
      "import {\n  f,\n  g,\n} from './fg';",
      "export * from './h';",
      "export { i } from './i';",
      "export type { J } from './j';",
      "export const k = 'from ./k';",
      "const l = await import('./l');",
    ].join('\n');
    expect(valueImportsOf(text)).toEqual(['./a', './d', '@contract/e', './fg', './h', './i']);
  });
});

describe('no-import-cycles', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'tezgah-cycles-'));
    mkdirSync(join(root, 'contract'), { recursive: true });
    mkdirSync(join(root, 'mocks/world'), { recursive: true });
    writeFileSync(join(root, 'contract/a.ts'), "import { b } from '@mocks/world/b';\nexport const a = () => b;\n");
    writeFileSync(join(root, 'mocks/world/b.ts'), "import { c } from './c';\nexport const b = c;\n");
    writeFileSync(join(root, 'mocks/world/c.ts'), "import { a } from '../../contract/a';\nexport const c = 1;\nexport const lazy = () => a;\n");
    writeFileSync(join(root, 'mocks/world/d.ts'), "import type { b } from './b';\nimport { c } from './c';\nexport const d: typeof b = c;\n");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds the three-module cycle through an alias and a relative path, and not the module that only types one', () => {
    const graph = importGraph(root);
    expect(graph.cycles.map((cycle) => cycle.map(graph.name).sort())).toEqual([['contract/a.ts', 'mocks/world/b.ts', 'mocks/world/c.ts']]);
    expect(graph.componentOf.has(join(root, 'mocks/world/d.ts'))).toBe(false);
  });

  it('reports the import that closes the cycle, and lets a type-only import of a cycle member pass', () => {
    const linter = new Linter({ configType: 'flat', cwd: root });
    const lint = (file: string, code: string) =>
      linter.verify(
        code,
        [
          {
            files: ['**/*.ts'],
            languageOptions: { parser: tseslint.parser },
            plugins: { t: { rules: { 'no-cycles': noImportCycles(root) } } },
            rules: { 't/no-cycles': 'error' },
          },
        ],
        join(root, file),
      );
    const inCycle = lint('mocks/world/c.ts', "import { a } from '../../contract/a';\nexport const c = 1;\n");
    expect(inCycle.map((message) => message.message)).toEqual([expect.stringMatching(/^Import cycle: mocks\/world\/c\.ts → .*contract\/a\.ts/)]);
    expect(lint('mocks/world/d.ts', "import type { b } from './b';\nimport { c } from './c';\nexport const d = c;\n")).toEqual([]);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chunkCycles, chunkGraph, importedChunks } from './built-chunk-cycles';

describe('built chunk cycles', () => {
  it('reads the static imports of a minified chunk, not its dynamic ones', () => {
    const code =
      'const __vite__mapDeps=(i)=>["assets/Lazy-1.js"];import{r as e}from"./rolldown-runtime-X.js";import"./side-Y.js";' +
      'import{a as t,b as n}from"./signed-in-A.js";var s=()=>import(`./Lazy-1.js`);export{t as a,b}from"./api-call-B.js";';
    expect(importedChunks(code).sort()).toEqual(['api-call-B.js', 'rolldown-runtime-X.js', 'side-Y.js', 'signed-in-A.js']);
  });

  it('finds a chunk that imports another which imports it back, and passes a tree', () => {
    const looped = new Map([
      ['entry.js', ['signed-in-A.js']],
      ['signed-in-A.js', ['signed-in-B.js', 'react.js']],
      ['signed-in-B.js', ['signed-in-A.js', 'react.js']],
      ['react.js', []],
    ]);
    expect(chunkCycles(looped)).toEqual([['signed-in-A.js', 'signed-in-B.js', 'signed-in-A.js']]);
    const tree = new Map([
      ['entry.js', ['a.js', 'b.js']],
      ['a.js', ['react.js']],
      ['b.js', ['react.js', 'a.js']],
      ['react.js', []],
    ]);
    expect(chunkCycles(tree)).toEqual([]);
  });

  it('builds the graph from a folder of chunks', () => {
    const folder = mkdtempSync(join(tmpdir(), 'chunks-'));
    try {
      writeFileSync(join(folder, 'a.js'), 'import{x}from"./b.js";export const y=x;');
      writeFileSync(join(folder, 'b.js'), 'import{y}from"./a.js";export const x=1;');
      writeFileSync(join(folder, 'a.js.map'), '{}');
      const graph = chunkGraph(folder);
      expect([...graph.keys()].sort()).toEqual(['a.js', 'b.js']);
      expect(chunkCycles(graph)).toEqual([['a.js', 'b.js', 'a.js']]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

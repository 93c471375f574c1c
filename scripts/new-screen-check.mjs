#!/usr/bin/env node
/**
 * `npm run test:new-screen`: the generator keeps its word. It copies the working tree (tracked and untracked files,
 * not ignored ones) into a scratch folder, stamps `widgets --action archive` there as a newcomer would, and type-checks
 * and lints what the stamp wrote and registered. Exits non-zero when the stamped tree does not compile or lint.
 * The type check covers the stamped files and everything they import (the route tables, the BFF app, the feature
 * list), which is most of the product's source, but not the rest of the tests and stories.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const started = performance.now();

const listed = (args, cwd) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter(Boolean);

const scratch = mkdtempSync(join(tmpdir(), 'tezgah-new-screen-'));
try {
  for (const path of listed(['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root)) {
    const from = join(root, path);
    if (!statSync(from, { throwIfNoEntry: false })?.isFile()) continue; // deleted in the working tree
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    cpSync(from, join(scratch, path));
  }
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  execFileSync('git', ['init', '-q'], { cwd: scratch });
  execFileSync('git', ['add', '-A'], { cwd: scratch });

  execFileSync(process.execPath, ['scripts/new-screen.mjs', 'widgets', '--action', 'archive'], { cwd: scratch, stdio: 'inherit' });
  const stamped = listed(['ls-files', '-z', '--modified', '--others', '--exclude-standard'], scratch);
  const code = stamped.filter((path) => /\.(ts|tsx|mjs)$/.test(path));
  if (code.length < 20) throw new Error(`the stamp wrote only ${code.length} code files: ${code.join(', ')}`);

  writeFileSync(
    join(scratch, 'tsconfig.stamp.json'),
    JSON.stringify({ extends: './tsconfig.json', include: [], files: code.filter((path) => /\.tsx?$/.test(path)) }),
  );
  execFileSync(bin('tsc'), ['-p', 'tsconfig.stamp.json', '--noEmit'], { cwd: scratch, stdio: 'inherit' });
  execFileSync(bin('eslint'), ['--max-warnings', '0', ...code], { cwd: scratch, stdio: 'inherit' });
  execFileSync(bin('prettier'), ['--check', '--log-level', 'warn', ...code], { cwd: scratch, stdio: 'inherit' });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(
    `new-screen check: 'widgets --action archive' stamped ${stamped.length} files (${code.length} code); tsc, eslint and prettier clean (${seconds} s)`,
  );
} catch (error) {
  // The failing tool has printed its findings above; its stack would only hide them.
  console.error(`new-screen check FAILED: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

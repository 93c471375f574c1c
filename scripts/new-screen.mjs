#!/usr/bin/env node
/**
 * `npm run new:screen -- <plural> [--singular <name>] [--action <verb>] [--permission <perm>] [--service marketplace|logistics|accounting]`
 * stamps the skeleton of a list + detail + one action across every layer (docs/adding-a-screen.md, in its order) and
 * adds the registration lines. The output compiles, lints and its tests pass, but every place that needs the screen's
 * own knowledge says `TODO(new-screen)`; scripts/new-screen.test.ts fails while any is left in the tree.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { screenFiles } from './new-screen/templates.mjs';
import { registrations } from './new-screen/registrations.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function namesOf(plural, options = {}) {
  if (!/^[a-z][a-z-]*[a-z]$/.test(plural)) throw new Error(`'${plural}' is not a kebab-case plural (e.g. claims, ready-answers)`);
  const singular = options.singular ?? plural.replace(/ies$/, 'y').replace(/s$/, '');
  const camel = (text) => text.replace(/-([a-z])/g, (_m, c) => c.toUpperCase());
  const pascal = (text) => camel(text).replace(/^./, (c) => c.toUpperCase());
  const constant = (text) => text.replace(/-/g, '_').toUpperCase();
  const action = options.action ?? 'approve';
  return {
    plural,
    singular,
    action,
    camelPlural: camel(plural),
    camelSingular: camel(singular),
    pascalPlural: pascal(plural),
    pascalSingular: pascal(singular),
    constPlural: constant(plural),
    constSingular: constant(singular),
    pascalAction: pascal(action),
    permission: options.permission ?? `${camel(plural)}.view`,
    service: options.service ?? 'marketplace',
    title: pascal(plural).replace(/([a-z])([A-Z])/g, '$1 $2'),
  };
}

export function stamp(names, { dryRun = false, log = console.log } = {}) {
  const written = [];
  for (const [path, text] of Object.entries(screenFiles(names))) {
    const full = join(root, path);
    if (existsSync(full)) {
      log(`kept      ${path} (exists)`);
      continue;
    }
    if (!dryRun) {
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
    written.push(path);
    log(`created   ${path}`);
  }
  for (const { path, apply } of registrations(names)) {
    const full = join(root, path);
    const before = readFileSync(full, 'utf8');
    const after = apply(before);
    if (after === before) {
      log(`kept      ${path} (already registered)`);
      continue;
    }
    if (!dryRun) writeFileSync(full, after);
    written.push(path);
    log(`registered ${path}`);
  }
  // The stamp is formatted as the project formats (the lint phase checks it).
  const code = written.filter((path) => /\.(ts|tsx|mjs|js)$/.test(path));
  if (!dryRun && code.length > 0)
    execFileSync(join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level', 'warn', ...code], { cwd: root, stdio: 'inherit' });
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      singular: { type: 'string' },
      action: { type: 'string' },
      permission: { type: 'string' },
      service: { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
  });
  if (positionals.length !== 1) {
    console.error('usage: npm run new:screen -- <plural> [--singular <name>] [--action <verb>] [--permission <perm>] [--service <name>] [--dry-run]');
    process.exit(2);
  }
  const names = namesOf(positionals[0], values);
  const written = stamp(names, { dryRun: values['dry-run'] ?? false });
  console.log(`\n${written.length} files. Next: docs/adding-a-screen.md, from step 1; grep -rn "TODO(new-screen)" to find what is yours to write.`);
  console.log('Texts: the keys are in locales/en.json and tr.json under', `"${names.camelPlural}"`, '(Turkish marked TODO).');
}

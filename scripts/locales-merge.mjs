// Merges locale fragments into locales/en.json and locales/tr.json in one quick read-merge-write, so several people
// adding texts at once never overwrite each other. Usage: node scripts/locales-merge.mjs fragment.en.json fragment.tr.json
// A fragment is a nested object like the bundles; its keys are added or replaced, nothing else changes.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
      merge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const [enFragment, trFragment] = process.argv.slice(2);
if (!enFragment || !trFragment) {
  console.error('usage: node scripts/locales-merge.mjs <en fragment.json> <tr fragment.json>');
  process.exit(2);
}
for (const [language, fragment] of [
  ['en', enFragment],
  ['tr', trFragment],
]) {
  const path = new URL(`../locales/${language}.json`, import.meta.url);
  const bundle = merge(JSON.parse(readFileSync(path, 'utf8')), JSON.parse(readFileSync(fragment, 'utf8')));
  const temporary = new URL(`../locales/.${language}.${process.pid}.tmp`, import.meta.url);
  writeFileSync(temporary, `${JSON.stringify(bundle, null, 2)}\n`);
  renameSync(temporary, path);
}
console.log('locales: merged');

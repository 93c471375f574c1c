// Writes bff/src/config.ts's variable table into README.md between the config-table markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { configTableMarkdown } from '../bff/src/config-variables';

export const START = '<!-- config-table:start -->';
export const END = '<!-- config-table:end -->';

export function withConfigTable(readme: string): string {
  const before = readme.slice(0, readme.indexOf(START) + START.length);
  const after = readme.slice(readme.indexOf(END));
  return `${before}\n${configTableMarkdown()}\n${after}`;
}

if (process.argv[1]?.endsWith('sync-readme.ts')) {
  writeFileSync('README.md', withConfigTable(readFileSync('README.md', 'utf8')));
  console.log('README.md: configuration table updated');
}

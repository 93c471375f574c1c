import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../mocks/world/demo-accounts';
import { withConfigTable } from './sync-readme';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('carries the configuration table of bff/src/config.ts (run `npx tsx scripts/sync-readme.ts`)', () => {
    expect(readme).toBe(withConfigTable(readme));
  });

  it('lists every demo account and the demo password', () => {
    for (const account of DEMO_ACCOUNTS) expect(readme).toContain(`\`${account.email}\``);
    expect(readme).toContain(DEMO_PASSWORD);
  });

  it('holds exactly the two commands', () => {
    const block = readme.match(/```sh\n([\s\S]*?)```/)?.[1] ?? '';
    expect(
      block
        .trim()
        .split('\n')
        .map((line) => line.split('#')[0]!.trim()),
    ).toEqual(['npm ci && npm start', 'npm ci && npm test']);
  });
});

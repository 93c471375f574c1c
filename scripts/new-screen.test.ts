/** The screen generator: names, what it would write, and that none of its markers is left in the tree. */
import { execFileSync } from 'node:child_process';
import { namesOf, stamp } from './new-screen.mjs';

describe('npm run new:screen', () => {
  it('derives every name from the plural', () => {
    expect(namesOf('ready-answers', { action: 'publish' })).toMatchObject({
      singular: 'ready-answer',
      camelPlural: 'readyAnswers',
      pascalSingular: 'ReadyAnswer',
      constSingular: 'READY_ANSWER',
      pascalAction: 'Publish',
      permission: 'readyAnswers.view',
      service: 'marketplace',
      title: 'Ready Answers',
    });
    expect(namesOf('claims').singular).toBe('claim');
    expect(namesOf('categories').singular).toBe('category');
    expect(() => namesOf('Claims')).toThrow('kebab-case');
  });

  it('stamps every layer of a list + detail + action and registers it, in a dry run', () => {
    const log: string[] = [];
    const written = stamp(namesOf('gadgets', { permission: 'orders.view' }), { dryRun: true, log: (line: string) => log.push(line) });
    for (const layer of [
      'contract/gadgets/gadget.routes.ts',
      'contract/downstream/gadgets.routes.ts',
      'mocks/sandbox/gadgets-routes.ts',
      'bff/src/features/gadgets/gadgets.routes.ts',
      'web/src/features/gadgets/gadgets.feature.ts',
      'stories/gadgets/GadgetsListView.stories.tsx',
      'e2e/tests/gadgets/gadgets.spec.ts',
      'bff/src/app.ts',
      'web/src/app/features.ts',
      'locales/tr.json',
    ]) {
      expect(written).toContain(layer);
    }
    expect(log.every((line) => /^(created|registered|kept)\s/.test(line))).toBe(true);
  });

  it('leaves no TODO(new-screen) marker in the tree: a stamped screen is finished before it lands', () => {
    const grep = () =>
      execFileSync('git', ['grep', '-n', '-F', '--untracked', 'TODO(new-screen)', '--', '.', ':!scripts/new-screen*', ':!docs/adding-a-screen.md'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    let found = '';
    try {
      found = grep().trim();
    } catch (error) {
      // git grep exits 1 when nothing matches; anything else is a real failure.
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(found).toBe('');
  });
});

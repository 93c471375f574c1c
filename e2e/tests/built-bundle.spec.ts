/**
 * What only the built SPA can get wrong (issue "A day of real use, round two", item 3): chunks that import each other
 * run in the wrong order, and in dist/ every icon of the sidebar drew `cilList` while dev:mock drew the right ones.
 */
import { resolve } from 'node:path';
import { test as withoutBrowser } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { iconByName } from '@web/lib/icons';
import { chunkCycles, chunkGraph } from '../../scripts/built-chunk-cycles';
import { expect, test } from '../support/fixtures';

const assets = resolve(fileURLToPath(new URL('../..', import.meta.url)), process.env.DIST_DIR ?? 'dist', 'web', 'assets');

// Read from the files: no page, so no browser is started for it.
withoutBrowser('no chunk of the built SPA imports a chunk that imports it back', () => {
  expect(chunkCycles(chunkGraph(assets))).toEqual([]);
});

test.describe('icons of the built SPA', () => {
  test.use({ signedInAs: 'ayse' });

  test('each icon of the sidebar draws the picture its name stands for', async ({ page, shell }) => {
    await page.goto('/');
    const icons = shell.sidebar.locator('svg[data-icon]');
    await expect(icons.first()).toBeVisible();
    const names = [...new Set(await icons.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('data-icon') ?? '')))];
    expect(names.length, 'icon names in the sidebar').toBeGreaterThan(5);
    const pictures = Object.fromEntries(names.map((name) => [name, iconByName(name)[1] ?? '']));
    const wrong = await icons.evaluateAll((svgs, expected) => {
      // The browser writes the markup back in its own spelling: compare it with the expected markup written the same way.
      const probe = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      return svgs.flatMap((svg) => {
        const name = svg.getAttribute('data-icon') ?? '';
        probe.innerHTML = expected[name] ?? '';
        return probe.innerHTML === svg.innerHTML ? [] : [name];
      });
    }, pictures);
    expect(wrong).toEqual([]);
  });
});

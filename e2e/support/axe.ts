/**
 * The accessibility gate of the story and e2e layers: axe-core, evaluated into the page (through the DevTools protocol,
 * so the app's Content-Security-Policy does not stop it), run over the page's content, and any serious or critical
 * violation listed readably (rule, impact, target, what axe says is wrong).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import type { ImpactValue, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0/2.1 A and AA rules and axe's best practices (nothing experimental, nothing of AAA or WCAG 2.2). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** A story is a fragment of a page: the rules about a whole page's landmarks and headings do not apply to it. */
const PAGE_ONLY_RULES = ['region', 'landmark-one-main', 'page-has-heading-one', 'landmark-complementary-is-top-level', 'bypass'];
const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

export interface A11yScope {
  /** Checks only these rules (e.g. `['color-contrast']`); otherwise every rule of the tags above. */
  only?: readonly string[];
  /** Rules not checked here. */
  skip?: readonly string[];
  /** Selectors left out of the check (e.g. the story runner's own chrome). */
  exclude?: readonly string[];
}

export interface A11yViolation {
  rule: string;
  impact: string;
  summary: string;
  targets: { target: string; failure: string }[];
}

/** Storybook's own loading and error panels sit beside the story's root and its portals. */
const STORYBOOK_CHROME = ['#storybook-docs', '.sb-wrapper', '.sb-preparing-story', '.sb-preparing-docs', '.sb-nopreview', '.sb-errordisplay'];

/**
 * What a story is checked for, by the variant it is (docs/testing.md): every rule in the default language
 * and light theme; in another theme (dark, semi-dark) only the colours change, so only contrast; in another language
 * only the texts, so only whether visible labels are in the accessible names.
 */
export function storyScope(language: string, theme: string, defaultLanguage: string): A11yScope {
  if (theme !== 'light') return { only: ['color-contrast'], exclude: STORYBOOK_CHROME };
  if (language !== defaultLanguage) return { only: ['label-content-name-mismatch'], exclude: STORYBOOK_CHROME };
  return { skip: PAGE_ONLY_RULES, exclude: STORYBOOK_CHROME };
}

/** Puts axe in the page once (it stays until the page navigates). */
export async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(AXE_SOURCE);
}

function runOptions(scope: A11yScope): RunOptions {
  const rules = Object.fromEntries((scope.skip ?? []).map((rule) => [rule, { enabled: false }]));
  return {
    runOnly: scope.only ? { type: 'rule', values: [...scope.only] } : { type: 'tag', values: TAGS },
    rules,
    resultTypes: ['violations'],
  };
}

/** The serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page, scope: A11yScope = {}): Promise<A11yViolation[]> {
  await injectAxe(page);
  return page.evaluate(
    async ({ options, exclude, impacts }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const context = { exclude: exclude.map((selector) => [selector]) };
      const { violations } = await axe.run(context, options);
      return violations
        .filter((violation) => impacts.includes(violation.impact ?? 'minor'))
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact ?? '',
          summary: violation.help,
          targets: violation.nodes.map((node) => ({
            target: node.target.map(String).join(' '),
            failure: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
          })),
        }));
    },
    { options: runOptions(scope), exclude: [...(scope.exclude ?? [])], impacts: [...FAILING_IMPACTS] },
  );
}

/** One line per rule and a line per element (the first few), for a failing test's message. */
export function describeViolations(where: string, violations: readonly A11yViolation[], perRule = 4): string {
  const lines = violations.flatMap(({ rule, impact, summary, targets }) => [
    `${where}: ${rule} (${impact}): ${summary} — ${targets.length} element(s)`,
    ...targets.slice(0, perRule).map(({ target, failure }) => `    ${target}: ${failure}`),
    ...(targets.length > perRule ? [`    … and ${targets.length - perRule} more`] : []),
  ]);
  return lines.join('\n');
}

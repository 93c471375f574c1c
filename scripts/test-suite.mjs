// `npm test`: every layer of the test pyramid (docs/testing.md), one after the other, stopping at the
// first that fails. At the end it prints each phase's seconds and the tests counted, and writes them to
// dist/ci-timings.json. `.ci/run` passes its install time in TEZGAH_INSTALL_SECONDS so the table has it too.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const results = resolve(dist, 'test-counts');
const vitestJson = resolve(results, 'vitest.json');
const storiesJson = resolve(results, 'stories.json');
const e2eJson = resolve(results, 'e2e.json');

/**
 * Steps run one after the other; the phases of a step run side by side. Each phase is [name, npm script, extra
 * arguments, results file counted]. Vitest's two workers leave about a fifth of CI's two cores idle (they wait on
 * Redis, HTTP and timers), which eslint and tsc, one core each, fill.
 */
const STEPS = [
  [
    ['lint', 'lint', []],
    ['typecheck', 'typecheck', []],
    ['unit', 'test:unit', ['--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`], vitestJson],
  ],
  [
    ['build', 'build', []],
    ['storybook build', 'build-storybook', []],
    ['new-screen', 'test:new-screen', []],
  ],
  [['story tests', 'test:stories', [], storiesJson]],
  [['e2e', 'test:e2e', [], e2eJson]],
];

function run(script, args, env) {
  return new Promise((done) => {
    const child = spawn('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Passed, failed and skipped tests from a Vitest or Playwright JSON report (null when it is missing). */
function countsOf(file) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  if ('numTotalTests' in report) return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  const { languages, notPlayed } = storyNotes(report);
  return {
    passed: expected,
    failed: unexpected + flaky,
    skipped,
    ...(Object.keys(languages).length ? { storiesByLanguage: languages, storiesNotPlayed: notPlayed } : {}),
  };
}

/**
 * Stories played per interface language (the story runner notes each story's `<html lang>`) and the Turkish copies it
 * left to Storybook (e2e/storybook).
 */
function storyNotes(report) {
  const languages = {};
  let notPlayed = 0;
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const run of spec.tests ?? []) {
        for (const note of run.annotations ?? []) {
          if (note.type === 'story-language') languages[note.description] = (languages[note.description] ?? 0) + 1;
          if (note.type === 'stories-not-played') notPlayed += Number(note.description);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return { languages, notPlayed };
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const rows = [];
const givenInstall = Number(process.env.TEZGAH_INSTALL_SECONDS);
const installSeconds = Number.isFinite(givenInstall) && givenInstall > 0 ? givenInstall : 0;
if (installSeconds > 0) rows.push({ phase: 'install', seconds: installSeconds, ok: true });
let failedPhase = null;
const suiteStarted = performance.now();
const seconds = (since) => Math.round((performance.now() - since) / 100) / 10;
for (const step of STEPS) {
  const ran = await Promise.all(
    step.map(async ([phase, script, args, countFile]) => {
      const started = performance.now();
      const code = await run(script, args, { E2E_STORIES_JSON: storiesJson, E2E_TESTS_JSON: e2eJson });
      const row = { phase, seconds: seconds(started), ok: code === 0, ...(step.length > 1 ? { sideBySide: true } : {}) };
      if (countFile) row.tests = countsOf(countFile);
      return row;
    }),
  );
  rows.push(...ran);
  failedPhase = ran.find((row) => !row.ok)?.phase ?? null;
  if (failedPhase) break;
}

// Wall time: phases side by side count once.
const total = Math.round((installSeconds + seconds(suiteStarted)) * 10) / 10;
const tests = rows.reduce(
  (sum, row) => ({
    passed: sum.passed + (row.tests?.passed ?? 0),
    failed: sum.failed + (row.tests?.failed ?? 0),
    skipped: sum.skipped + (row.tests?.skipped ?? 0),
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
mkdirSync(dist, { recursive: true });
writeFileSync(resolve(dist, 'ci-timings.json'), `${JSON.stringify({ phases: rows, total, tests, failedPhase }, null, 2)}\n`);

const byLanguage = (tests) =>
  tests.storiesByLanguage
    ? ` (stories played: ${Object.entries(tests.storiesByLanguage)
        .map(([language, count]) => `${count} ${language}`)
        .join(', ')}; ${tests.storiesNotPlayed} Turkish copies left to Storybook)`
    : '';
const counted = (row) => (row.tests ? `  ${row.tests.passed} passed, ${row.tests.failed} failed, ${row.tests.skipped} skipped${byLanguage(row.tests)}` : '');
console.log('\nphase            seconds');
for (const row of rows)
  console.log(
    `${row.phase.padEnd(16)} ${String(row.seconds).padStart(7)}${row.ok ? '' : '  FAILED'}${row.sideBySide ? '  (side by side)' : ''}${counted(row)}`,
  );
console.log(`${'total (wall)'.padEnd(16)} ${String(total).padStart(7)}`);
console.log(failedPhase ? `\nThe ${failedPhase} phase failed; the phases after it did not run.` : '');
// A phase that fails without a failing test (lint, a build) still counts as one failure on the closing line.
console.log(`tests: ${tests.passed} passed, ${tests.failed || (failedPhase ? 1 : 0)} failed`);
process.exit(failedPhase ? 1 : 0);

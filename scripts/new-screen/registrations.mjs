/**
 * The one-line registrations a new screen needs in shared files, each an edit that leaves the file as it was when the
 * line is already there. The recipe (docs/adding-a-screen.md) lists the same files.
 */
import { screenTexts } from './templates.mjs';

/** Inserts `line` before the first line matching `anchor` (a RegExp), unless `present` is found. */
function before(text, anchor, line, present = line.trim()) {
  if (text.includes(present)) return text;
  const lines = text.split('\n');
  const at = lines.findIndex((candidate) => anchor.test(candidate));
  if (at < 0) throw new Error(`anchor ${anchor} not found`);
  lines.splice(at, 0, line);
  return lines.join('\n');
}

/** Inserts `line` after the last line matching `anchor`. */
function afterLast(text, anchor, line, present = line.trim()) {
  if (text.includes(present)) return text;
  const lines = text.split('\n');
  const at = lines.findLastIndex((candidate) => anchor.test(candidate));
  if (at < 0) throw new Error(`anchor ${anchor} not found`);
  lines.splice(at + 1, 0, line);
  return lines.join('\n');
}

function mergeJson(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object') mergeJson((target[key] ??= {}), value);
    else if (!(key in target)) target[key] = value;
  }
  return target;
}

export function registrations(n) {
  const tableName = `${n.constSingular}_ROUTES`;
  const serviceApp = { marketplace: 'marketplace-app.ts', logistics: 'logistics-app.ts', accounting: 'accounting-app.ts' }[n.service];
  if (!serviceApp) throw new Error(`unknown service ${n.service}`);
  const texts = screenTexts(n);
  return [
    {
      path: 'contract/permissions.ts',
      apply: (text) =>
        text.includes(`'${n.permission}':`)
          ? text
          : before(
              text,
              /^\} as const satisfies Record<string, Rule>;/,
              `  /** TODO(new-screen): who may open ${n.plural}, and who may ${n.action} one. */\n  '${n.permission}': { roles: SELLER },`,
            ),
    },
    {
      path: 'contract/routes.ts',
      apply: (text) => {
        const listId = new RegExp(`r\\('${n.camelPlural}',`);
        const icon = text.match(new RegExp(`r\\('${n.camelPlural}', '[^']*', '[^']*', '(\\w+)'`))?.[1] ?? 'cilNotes';
        let out = listId.test(text) ? text : before(text, /^\s*r\('profile',/, `  r('${n.camelPlural}', '/${n.plural}', '${n.permission}', '${icon}'),`);
        out = before(
          out,
          /^\s*r\('profile',/,
          `  r('${n.camelSingular}Detail', '/${n.plural}/:${n.camelSingular}Id', '${n.permission}', '${icon}'),`,
          `r('${n.camelSingular}Detail',`,
        );
        return out;
      },
    },
    {
      path: 'contract/api/route-table.ts',
      apply: (text) => {
        const out = afterLast(text, /^import .* from '\.\.\//, `import { ${tableName} } from '../${n.plural}/${n.singular}.routes';`);
        return out.includes(`  ${tableName},`) ? out : out.replace(/(export const ROUTE_TABLES = \{\n)/, `$1  ${tableName},\n`);
      },
    },
    {
      path: 'contract/downstream/service-table.ts',
      apply: (text) => {
        const table = `${n.constSingular}_SERVICE_ROUTES`;
        const out = afterLast(text, /^import .* from '\.\/.*\.routes';/, `import { ${table} } from './${n.plural}.routes';`);
        return out.includes(`  ${table},\n`) ? out : out.replace(/\n\};/, `\n  ${table},\n};`);
      },
    },
    {
      path: 'bff/src/app.ts',
      apply: (text) => {
        const out = afterLast(text, /^import .* from '\.\/features\//, `import { ${n.camelPlural}Routes } from './features/${n.plural}/${n.plural}.routes';`);
        return afterLast(out, /^\s*app\.route\('\/', \w+Routes\(/, `  app.route('/', ${n.camelPlural}Routes());`);
      },
    },
    {
      path: `mocks/sandbox/${serviceApp}`,
      apply: (text) => {
        const out = afterLast(text, /^import .* from '\.\//, `import { mount${n.pascalPlural}Routes } from './${n.plural}-routes';`);
        return before(out, /^\s*return app;/, `  mount${n.pascalPlural}Routes(app, world, guard.now);`);
      },
    },
    {
      path: 'web/src/app/features.ts',
      apply: (text) => {
        const out = afterLast(
          text,
          /^import .* from '@web\/features\//,
          `import { ${n.camelPlural}Feature } from '@web/features/${n.plural}/${n.plural}.feature';`,
        );
        return out.includes(`${n.camelPlural}Feature,`) || out.includes(`${n.camelPlural}Feature\n`)
          ? out
          : out.replace(/\n\] as const;/, `\n  ${n.camelPlural}Feature,\n] as const;`);
      },
    },
    {
      path: 'bff/src/app.matrix.test.ts',
      apply: (text) => {
        const seller = `seller(${'${STATUS}'})`;
        const rows = [
          `  ['GET /api/${n.plural}']: { expect: ${seller.replace('${STATUS}', '200')} },`,
          `  ['GET /api/${n.plural}/:id']: { expect: ${seller.replace('${STATUS}', '404')} },`,
          `  ['POST /api/${n.plural}/:id/${n.action}']: { body: () => ({}), expect: ${seller.replace('${STATUS}', '404')} },`,
        ];
        let out = text;
        const end = out.indexOf('\n};', out.indexOf('const MATRIX'));
        for (const row of rows.reverse()) if (!out.includes(row.split(']')[0])) out = `${out.slice(0, end)}\n${row}${out.slice(end)}`;
        return out;
      },
    },
    { path: 'locales/en.json', apply: (text) => `${JSON.stringify(mergeJson(JSON.parse(text), texts.en), null, 2)}\n` },
    { path: 'locales/tr.json', apply: (text) => `${JSON.stringify(mergeJson(JSON.parse(text), texts.tr), null, 2)}\n` },
  ];
}

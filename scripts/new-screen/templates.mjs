/**
 * The files `npm run new:screen` stamps, path → text, in the recipe's order (docs/adding-a-screen.md). Each copies
 * the shape of the best existing example named in the recipe; `TODO(new-screen)` marks what only the screen's author
 * knows.
 */
const TODO = 'TODO(new-screen)';

export function screenFiles(n) {
  const S = n.pascalSingular;
  const P = n.pascalPlural;
  const s = n.camelSingular;
  const p = n.camelPlural;
  const idParam = `${s}Id`;
  const listRes = `${p}List`;
  const detailRes = `${s}Detail`;
  const actionSchema = `${n.action}${S}Schema`;
  const actionBody = `${n.pascalAction}${S}Body`;
  return {
    [`contract/${n.plural}/${n.singular}.query.ts`]: `/** The ${n.title.toLowerCase()} list query: tab, filters, page, page size and sort (${TODO}: the screen's own tabs, filters and sort fields). */
import { listQueryToRaw, parsePage, parsePageSize, parseSort, parseTab, type RawQuery, type Sort } from '../lists/list-query';

export const ${n.constSingular}_TABS = ['all'] as const;
export type ${S}Tab = (typeof ${n.constSingular}_TABS)[number];
export const ${n.constSingular}_SORT_FIELDS = ['date'] as const;
export type ${S}SortField = (typeof ${n.constSingular}_SORT_FIELDS)[number];
const DEFAULT_SORT: Sort<${S}SortField> = { field: 'date', direction: 'desc' };

export interface ${S}Filters {
  search?: string | undefined;
}

export interface ${S}ListQuery extends ${S}Filters {
  tab: ${S}Tab;
  page: number;
  pageSize: number;
  sort: Sort<${S}SortField>;
}

export function parse${S}Query(raw: RawQuery, maxPageSize?: number): ${S}ListQuery {
  return {
    search: raw.search?.trim().slice(0, 100) || undefined,
    tab: parseTab(raw.tab, ${n.constSingular}_TABS),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
    sort: parseSort(raw.sort, ${n.constSingular}_SORT_FIELDS, DEFAULT_SORT),
  };
}

export function ${s}QueryToRaw(query: Partial<${S}ListQuery>): Record<string, string> {
  return listQueryToRaw(query);
}

/** Field problems as i18n keys, or null (${TODO}: the spec's filter rules, e.g. dateRangeProblem). */
export function ${s}FilterProblems(_filters: ${S}Filters): Record<string, string> | null {
  return null;
}
`,
    [`contract/${n.plural}/${n.singular}.api.ts`]: `/** The browser's ${n.title.toLowerCase()} API: answers and request bodies. Messages are i18n keys. */
import * as yup from 'yup';
import type { ListPage } from '../lists/list-query';
import type { ${S}Tab } from './${n.singular}.query';

/** One row of the list (${TODO}: the spec's §3 fields). */
export interface ${S}Row {
  id: number;
  date: string;
}

export type ${S}ListAnswer = ListPage<${S}Row, ${S}Tab>;

export interface ${S}DetailAnswer {
  ${s}: ${S}Row;
}

/** The ${n.action} action's body (${TODO}: the spec's §5 rules). */
export const ${actionSchema} = yup.object({
  note: yup.string().trim().max(500, 'validation.textTooLong').default(''),
});
export type ${actionBody} = yup.InferType<typeof ${actionSchema}>;
`,
    [`contract/${n.plural}/${n.singular}.routes.ts`]: `/** The browser API of ${n.title.toLowerCase()}: one description per endpoint (contract/api/route-def.ts). */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { ${actionSchema}, type ${S}DetailAnswer, type ${S}ListAnswer } from './${n.singular}.api';
import { ${s}FilterProblems, ${s}QueryToRaw, parse${S}Query, type ${S}ListQuery } from './${n.singular}.query';

export const ${s}ListQuery: QueryCodec<${S}ListQuery> = {
  parse: (raw) => parse${S}Query(raw, BROWSER_PAGE_SIZE_MAX),
  problems: ${s}FilterProblems,
  toRaw: ${s}QueryToRaw,
};

const view = policy.can('${n.permission}');

export const ${n.constSingular}_ROUTES = {
  list: route.get('/api/${n.plural}', { query: ${s}ListQuery, answer: answer<${S}ListAnswer>(), policy: view }),
  detail: route.get('/api/${n.plural}/:id', { answer: answer<${S}DetailAnswer>(), policy: view }),
  ${n.action}: route.post('/api/${n.plural}/:id/${n.action}', { body: ${actionSchema}, answer: answer<${S}DetailAnswer>(), policy: view }),
};
`,
    [`contract/downstream/${n.plural}.routes.ts`]: `/** The ${n.service} service's ${n.title.toLowerCase()}, under /v1/companies/:companyId (the BFF calls them, the sandbox serves them). */
import { answer, policy, route } from '../api/route-def';
import { ${actionSchema}, type ${S}DetailAnswer, type ${S}ListAnswer } from '../${n.plural}/${n.singular}.api';
import { ${s}FilterProblems, ${s}QueryToRaw, parse${S}Query } from '../${n.plural}/${n.singular}.query';
import { serviceListQuery, serviceRoutes } from './service-route';

const token = policy.token();
const BASE = '/v1/companies/:companyId/${n.plural}';

export const ${n.constSingular}_SERVICE_ROUTES = serviceRoutes('${n.service}', {
  list: route.get(BASE, { query: serviceListQuery(parse${S}Query, ${s}QueryToRaw, ${s}FilterProblems), answer: answer<${S}ListAnswer>(), policy: token }),
  detail: route.get(\`\${BASE}/:${idParam}\`, { answer: answer<${S}DetailAnswer>(), policy: token }),
  ${n.action}: route.post(\`\${BASE}/:${idParam}/${n.action}\`, { body: ${actionSchema}, answer: answer<${S}DetailAnswer>(), policy: token }),
});
`,
    [`mocks/world/${n.plural}/${n.singular}-operations.ts`]: `/** ${n.title} in the seeded world: what the sandbox (and so the mock layer) answers. */
import { paginate, zeroCounts } from '@contract/lists/list-query';
import type { ${actionBody}, ${S}DetailAnswer, ${S}ListAnswer, ${S}Row } from '@contract/${n.plural}/${n.singular}.api';
import { ${n.constSingular}_TABS, type ${S}ListQuery } from '@contract/${n.plural}/${n.singular}.query';
import type { Refusal } from '../refusal';
import type { World } from '../world';

/** The company's ${n.title.toLowerCase()}, newest first (${TODO}: the world's book of them). */
function rowsOf(_world: World, _companyId: number): ${S}Row[] {
  return [];
}

export function list${P}(world: World, companyId: number, query: ${S}ListQuery, _now: number): ${S}ListAnswer {
  const rows = rowsOf(world, companyId);
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts: { ...zeroCounts(${n.constSingular}_TABS), all: rows.length } };
}

export function get${S}(world: World, companyId: number, id: number): ${S}DetailAnswer | undefined {
  const row = rowsOf(world, companyId).find((candidate) => candidate.id === id);
  return row ? { ${s}: row } : undefined;
}

/**
 * The ${n.action} action: the record as it stands afterwards, a refusal (\`refusal(code, fields)\` from ../refusal), or
 * undefined (no such record). ${TODO}: the contract rule that allows it, and the change it makes.
 */
export function ${n.action}${S}(world: World, companyId: number, id: number, _body: ${actionBody}, _now: number): ${S}DetailAnswer | Refusal | undefined {
  return get${S}(world, companyId, id);
}
`,
    [`mocks/sandbox/${n.plural}-routes.ts`]: `/** The ${n.service} service's ${n.title.toLowerCase()} (contract/downstream/${n.plural}.routes.ts) over the world (mocks/world/${n.plural}). */
import { fieldErrors } from '@contract/auth/auth.schemas';
import { ${n.constSingular}_SERVICE_ROUTES as ROUTES } from '@contract/downstream/${n.plural}.routes';
import { ${actionSchema} } from '@contract/${n.plural}/${n.singular}.api';
import { ${n.action}${S}, get${S}, list${P} } from '@mocks/world/${n.plural}/${n.singular}-operations';
import { isRefusal } from '@mocks/world/refusal';
import type { World } from '@mocks/world/world';
import { fail, refuse } from './responses';
import { serveService, type ServiceContext } from './serve-service';
import type { ServiceApp } from './service-app';

const notFound = (c: ServiceContext) => fail(c, 404, 'not_found', 'No such ${n.singular.replace(/-/g, ' ')} in this company.');

export function mount${P}Routes(app: ServiceApp, world: World, now: () => number): void {
  serveService(app, ROUTES.list, (_c, { params, query }) => list${P}(world, params.companyId, query, now()), { world });
  serveService(app, ROUTES.detail, (c, { params }) => get${S}(world, params.companyId, params.${idParam}) ?? notFound(c), { world, notFound });
  serveService(app, ROUTES.${n.action}, (c, { params, body }) => {
    const fields = fieldErrors(${actionSchema}, body ?? {});
    if (fields) return refuse(c, { code: 'validation', fields });
    const result = ${n.action}${S}(world, params.companyId, params.${idParam}, ${actionSchema}.cast(body ?? {}), now());
    if (result === undefined) return notFound(c);
    return isRefusal(result) ? refuse(c, result) : result;
  }, { world, notFound });
}
`,
    [`bff/src/features/${n.plural}/${n.plural}.routes.ts`]: `/** ${n.title} (spec §2 ${TODO}): the list, the detail and its ${n.action} action, passed through to the ${n.service} service. */
import { ${n.constSingular}_ROUTES } from '@contract/${n.plural}/${n.singular}.routes';
import { ${n.constSingular}_SERVICE_ROUTES as SERVICE } from '@contract/downstream/${n.plural}.routes';
import { apiRoutes } from '../../lib/api-route';
import { forward, idAs } from '../../lib/forward';

/** Each route forwards to one service route; a route with logic of its own is a \`serve\` handler (docs/adding-a-screen.md). */
export function ${p}Routes() {
  return apiRoutes(
    forward(${n.constSingular}_ROUTES.list, SERVICE.list, { answer: 'text' }),
    forward(${n.constSingular}_ROUTES.detail, SERVICE.detail, { params: idAs('${idParam}') }),
    forward(${n.constSingular}_ROUTES.${n.action}, SERVICE.${n.action}, { params: idAs('${idParam}') }),
  );
}
`,
    [`bff/src/features/${n.plural}/${n.plural}.routes.test.ts`]: `import { ${n.constSingular}_ROUTES } from '@contract/${n.plural}/${n.singular}.routes';
import type { TestBrowser } from '../../test/browser';
import { harnessPerFile } from '../../test/harness-per-file';

describe('${n.title.toLowerCase()}', () => {
  let browser: TestBrowser;
  harnessPerFile((_h, fresh) => { browser = fresh; });

  it('lists the seller’s ${n.title.toLowerCase()} (${TODO}: what the spec says the list shows)', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const answer = await browser.get(${n.constSingular}_ROUTES.list.path);
    expect(answer.status).toBe(200);
  });

  it('answers not-found for a record the company does not have', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    expect((await browser.get('/api/${n.plural}/999999999')).status).toBe(404);
  });
});
`,
    [`web/src/features/${n.plural}/${n.plural}.api.ts`]: `/** The ${n.title.toLowerCase()} API of the BFF (contract/${n.plural}/${n.singular}.routes.ts). */
import type { ${actionBody} } from '@contract/${n.plural}/${n.singular}.api';
import type { ${S}ListQuery } from '@contract/${n.plural}/${n.singular}.query';
import { ${n.constSingular}_ROUTES } from '@contract/${n.plural}/${n.singular}.routes';
import { apiCall } from '@web/lib/api-call';

export const fetch${P} = (query: ${S}ListQuery) => apiCall(${n.constSingular}_ROUTES.list, { query });
export const fetch${S} = (id: number) => apiCall(${n.constSingular}_ROUTES.detail, { params: { id } });
export const ${n.action}${S} = (id: number, body: ${actionBody}) => apiCall(${n.constSingular}_ROUTES.${n.action}, { params: { id }, body });
`,
    [`web/src/features/${n.plural}/${n.plural}.resources.ts`]: `/** The ${n.title.toLowerCase()} list, and the detail with its commands. */
import type { ${actionBody} } from '@contract/${n.plural}/${n.singular}.api';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { ${n.action}${S}, fetch${S}, fetch${P} } from './${n.plural}.api';

export const ${listRes} = createListResource('${listRes}', fetch${P});

export const ${detailRes} = createDetailResource('${detailRes}', fetch${S}, {
  ${n.action}: command((id, body: ${actionBody}) => ${n.action}${S}(id, body), '${p}.${n.action}.done'),
});

export type ${S}Command = CommandName<typeof ${detailRes}>;
export type On${S}Command = OnCommand<typeof ${detailRes}>;
`,
    [`web/src/features/${n.plural}/${n.plural}.feature.ts`]: `/** ${n.title}: the list and the detail. */
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { ${detailRes}, ${listRes} } from './${n.plural}.resources';

function* ${p}Saga(): SagaIterator {
  yield all([call(${listRes}.saga), call(${detailRes}.saga)]);
}

export const ${p}Feature = defineFeature({
  reducers: resourceReducers(${listRes}, ${detailRes}),
  sagas: [${p}Saga],
  screens: {
    ${p}: lazyScreen(() => import('./views/${P}ListView'), '${P}ListView'),
    ${s}Detail: lazyScreen(() => import('./views/${S}DetailView'), '${S}DetailView'),
  },
});
`,
    [`web/src/features/${n.plural}/components/${n.singular}-list-config.tsx`]: `/** The ${n.title.toLowerCase()} list as configuration: tabs and columns (${TODO}: the spec's columns). */
import { ${n.constSingular}_TABS, type ${S}Tab } from '@contract/${n.plural}/${n.singular}.query';
import type { ${S}Row } from '@contract/${n.plural}/${n.singular}.api';
import type { Column, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

export const ${n.constSingular}_TAB_DEFINITIONS: readonly TabDefinition<${S}Tab>[] = ${n.constSingular}_TABS.map((id) => ({ id, labelKey: \`${p}.tabs.\${id}\` }));

export function ${s}Columns(format: Formatters): Column<${S}Row>[] {
  return [
    { id: 'id', headerKey: '${p}.columns.id', cell: (row) => row.id, link: true },
    { id: 'date', headerKey: '${p}.columns.date', cell: (row) => format.date(row.date), sortField: 'date', firstDirection: 'desc' },
  ];
}
`,
    [`web/src/features/${n.plural}/pages/${P}ListPage.tsx`]: `import { useMemo } from 'react';
import type { ${S}Row } from '@contract/${n.plural}/${n.singular}.api';
import type { ${S}ListQuery, ${S}Tab } from '@contract/${n.plural}/${n.singular}.query';
import { pathOf } from '@contract/routes';
import { ListScreen } from '@web/components/list/ListScreen';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { ${n.constSingular}_TAB_DEFINITIONS, ${s}Columns } from '../components/${n.singular}-list-config';

export interface ${P}ListPageProps {
  query: ${S}ListQuery;
  state: ListState<${S}Row, ${S}Tab>;
  onQueryChange: (patch: Partial<${S}ListQuery>) => void;
  onRetry: () => void;
}

/** /${n.plural}: props only; the view wires the URL and the store. */
export function ${P}ListPage({ query, state, onQueryChange, onRetry }: ${P}ListPageProps) {
  const format = useFormatters();
  const columns = useMemo(() => ${s}Columns(format), [format]);
  return (
    <ListScreen<${S}Row, ${S}Tab>
      listId="${p}"
      titleKey="${p}.title"
      tabs={{ tabs: ${n.constSingular}_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      rowHref={(row) => pathOf('${s}Detail', { ${idParam}: row.id })}
      errorKey="${p}.loadError"
      onRetry={onRetry}
    />
  );
}
`,
    [`web/src/features/${n.plural}/views/${P}ListView.tsx`]: `import { ${s}FilterProblems, ${s}QueryToRaw, parse${S}Query } from '@contract/${n.plural}/${n.singular}.query';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { ${P}ListPage } from '../pages/${P}ListPage';
import { ${listRes} } from '../${n.plural}.resources';

/** /${n.plural}: the URL is the list state (tab, filters, page, page size, sort). */
export function ${P}ListView() {
  const list = useListScreen({ list: ${listRes}, parse: parse${S}Query, toRaw: ${s}QueryToRaw, problems: ${s}FilterProblems });
  return <${P}ListPage {...list.page} />;
}
`,
    [`web/src/features/${n.plural}/pages/${S}DetailPage.tsx`]: `import { ${actionSchema}, type ${actionBody}, type ${S}DetailAnswer } from '@contract/${n.plural}/${n.singular}.api';
import { pathOf } from '@contract/routes';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import { FieldGrid } from '@web/components/detail/FieldGrid';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormField } from '@web/components/FormField';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import type { ${S}Command, On${S}Command } from '../${n.plural}.resources';

export type ${S}Dialog = '${n.action}';

export interface ${S}DetailPageProps {
  state: DetailState<${S}DetailAnswer>;
  commandOf: (name: ${S}Command) => CommandView;
  onCommand: On${S}Command;
  onOpenDialog: (name: ${S}Dialog) => void;
  onRetry: () => void;
}

/** ${S} detail (${TODO}: every §3 field, and when the action is allowed — the contract rule the sandbox uses too). */
export function ${S}DetailPage({ state, commandOf, onCommand, onOpenDialog, onRetry }: ${S}DetailPageProps) {
  const format = useFormatters();
  const record = state.data?.${s};
  return (
    <DetailScreen
      status={detailStatusOf(state)}
      errorKey="${p}.loadError"
      onRetry={onRetry}
      titleKey="${p}.detail.title"
      titleValues={{ id: record?.id ?? '' }}
      actions={record ? [{ id: '${n.action}', labelKey: '${p}.${n.action}.action', onClick: () => onOpenDialog('${n.action}') }] : []}
      backTo={pathOf('${p}')}
    >
      {record ? <FieldGrid columns={3} fields={[{ id: 'date', labelKey: '${p}.columns.date', value: format.date(record.date) }]} /> : null}
      <UrlFormDialog<${actionBody}> name="${n.action}" titleKey="${p}.${n.action}.title" submitKey="${p}.${n.action}.submit"
        initialValues={{ note: '' }} validationSchema={${actionSchema}} onSubmit={(body: ${actionBody}) => onCommand('${n.action}', body)} {...commandOf('${n.action}')}>
        {() => <FormField name="note" labelKey="${p}.${n.action}.note" />}
      </UrlFormDialog>
    </DetailScreen>
  );
}
`,
    [`web/src/features/${n.plural}/views/${S}DetailView.tsx`]: `import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { ${S}DetailPage, type ${S}Dialog } from '../pages/${S}DetailPage';
import { ${detailRes} } from '../${n.plural}.resources';

/** /${n.plural}/:${idParam}: the ${n.action} dialog is \`?action=${n.action}\`. */
export function ${S}DetailView() {
  const dispatch = useDispatch();
  const id = Number(useParams().${idParam});
  const [, openDialog] = useUrlDialog<${S}Dialog>();
  const state = useSelector(${detailRes}.select);
  useEffect(() => {
    dispatch(${detailRes}.requested(id));
  }, [dispatch, id]);
  return (
    <${S}DetailPage
      state={state}
      commandOf={(name) => commandView(state, name)}
      onCommand={(...call) => dispatch(${detailRes}.commandCalled(id, ...call))}
      onOpenDialog={openDialog}
      onRetry={() => dispatch(${detailRes}.requested(id))}
    />
  );
}
`,
    [`stories/${n.plural}/${P}ListView.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { pathOf } from '@contract/routes';
import { ${P}ListView } from '@web/features/${n.plural}/views/${P}ListView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';

const route = pathOf('${p}');

/** The list on the mock layer in each state (${TODO}: a story per tab and filter the spec names, the detail page's states, and Turkish). */
const meta = {
  title: '${n.title}/Screen (mock layer)',
  render: () => <InMainLayout><${P}ListView /></InMainLayout>,
  parameters: appParameters({ session: SESSIONS.seller, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.seller, route, errorKey: '${p}.loadError' });
export const Filled: Story = { ...states.Filled, name: 'Filled' };
export const Empty: Story = { ...states.Empty, name: 'Empty' };
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };
`,
    [`stories/${n.plural}/${P}ListPage.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { zeroCounts } from '@contract/lists/list-query';
import type { ${S}ListAnswer } from '@contract/${n.plural}/${n.singular}.api';
import { ${n.constSingular}_TABS, parse${S}Query } from '@contract/${n.plural}/${n.singular}.query';
import { pathOf } from '@contract/routes';
import { ${P}ListPage } from '@web/features/${n.plural}/pages/${P}ListPage';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';

const query = parse${S}Query({});
/** ${TODO}: rows from the seeded world (mocks/world/${n.plural}), as stories/claims/claim-data.ts takes them. */
const page: ${S}ListAnswer = { items: [{ id: 1, date: '2026-11-20T09:30:00.000Z' }], total: 1, page: 1, pageSize: query.pageSize, tabCounts: { ...zeroCounts(${n.constSingular}_TABS), all: 1 } };
const empty: ${S}ListAnswer = { ...page, items: [], total: 0, tabCounts: zeroCounts(${n.constSingular}_TABS) };

const meta = {
  title: '${n.title}/${n.title} list',
  component: ${P}ListPage,
  args: { query, state: readyList(page), onQueryChange: fn(), onRetry: fn() },
  parameters: appParameters({ route: pathOf('${p}') }),
  render: (args) => <Padded><${P}ListPage {...args} /></Padded>,
} satisfies Meta<typeof ${P}ListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('data-row')).toHaveLength(page.items.length);
  },
};
export const Loading: Story = { name: 'Loading', args: { state: loadingList() }, play: listPagePlays.loading };
export const Empty: Story = { name: 'Empty', args: { state: readyList(empty) }, play: listPagePlays.empty() };
export const Failed: Story = { name: 'Error', args: { state: failedList(apiFailure('downstreamUnavailable')) }, play: listPagePlays.failed('${p}.loadError') };
export const FilledTr: Story = inTurkish(Filled);
`,
    [`e2e/pages/${n.plural}-page.ts`]: `import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /${n.plural} and its detail: what the ${n.title.toLowerCase()} tests touch (${TODO}: the issue's flows). */
export class ${P}Page {
  readonly list: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page, readonly texts: Texts) {
    this.list = page.getByTestId('list-${p}');
    this.rows = this.list.getByTestId('data-row');
  }

  async openList(search = ''): Promise<void> {
    await this.page.goto(\`\${pathOf('${p}')}\${search}\`);
    await expect(this.list.getByRole('heading', { name: this.texts.t('${p}.title'), level: 1 })).toBeVisible();
  }
}
`,
    [`e2e/tests/${n.plural}/${n.plural}.spec.ts`]: `import { expect, test } from '../../support/fixtures';
import { ${P}Page } from '../../pages/${n.plural}-page';

test.describe('${n.title.toLowerCase()}', () => {
  test.use({ signedInAs: 'ayse' });

  test('the list opens with its title (${TODO}: the flows the issue names)', async ({ page, texts }) => {
    const screen = new ${P}Page(page, texts);
    await screen.openList();
    await expect(screen.list).toBeVisible();
  });
});
`,
  };
}

/** The texts the skeleton uses, English and the Turkish still to write. */
export function screenTexts(n) {
  const en = {
    title: n.title,
    loadError: `We could not load the ${n.title.toLowerCase()}. Please try again.`,
    tabs: { all: 'All' },
    columns: { id: 'ID', date: 'Date' },
    detail: { title: `${n.pascalSingular} {{id}}` },
    [n.action]: { action: n.pascalAction, title: `${n.pascalAction} ${n.singular}`, submit: n.pascalAction, note: 'Note', done: 'Done.' },
  };
  const routes = { [n.camelPlural]: n.title, [`${n.camelSingular}Detail`]: `${n.pascalSingular.replace(/([a-z])([A-Z])/g, '$1 $2')} Detail` };
  const mark = (value) => (typeof value === 'string' ? `${TODO} ${value}` : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mark(v)])));
  return { en: { routes, [n.camelPlural]: en }, tr: { routes: mark(routes), [n.camelPlural]: mark(en) } };
}

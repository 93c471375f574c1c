/** Category Detail's tabs: the fields, its attributes (mandatory flags), its crossings per marketplace, its sub-categories. */
import { CBadge } from '@coreui/react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { CategoryAttributeView, CategoryDetailAnswer } from '@contract/catalog/category.api';
import type { CategoryCrossSummary } from '@contract/catalog/crossing.api';
import { parentNames } from '@contract/catalog/category.rules';
import { pathOf } from '@contract/routes';
import type { DetailTab } from '@web/components/detail/DetailScreen';
import { FieldGrid } from '@web/components/detail/FieldGrid';
import { DataTable } from '@web/components/list/DataTable';
import type { Column } from '@web/components/list/list-types';
import { KeyedText } from '@web/components/KeyedText';
import { LocalizedText } from '@web/components/LocalizedText';
import type { Formatters } from '@web/lib/format';
import { CrossStatusBadge } from '@web/components/category/CrossStatusBadge';
import { StatusBadge } from './category-badges';

type Translate = TFunction;

function fields(detail: CategoryDetailAnswer, format: Formatters, t: Translate) {
  const { category, names, restricted } = detail;
  const parent = parentNames(category);
  return [
    { id: 'id', labelKey: 'categories.fields.id', value: category.id },
    { id: 'remoteId', labelKey: 'categories.fields.remoteId', value: category.remoteId },
    { id: 'name', labelKey: 'categories.fields.name', value: names.en },
    { id: 'nameTr', labelKey: 'categories.fields.nameTr', value: names.tr },
    { id: 'pathEn', labelKey: 'categories.fields.pathEn', value: category.path.en, wide: true },
    { id: 'pathTr', labelKey: 'categories.fields.pathTr', value: category.path.tr, wide: true },
    { id: 'status', labelKey: 'categories.fields.status', value: <StatusBadge status={category.status} /> },
    { id: 'isLeaf', labelKey: 'categories.fields.isLeaf', value: t(category.isLeaf ? 'common.yes' : 'common.no') },
    {
      id: 'parent',
      labelKey: 'categories.fields.parent',
      value:
        category.parentId === null ? (
          t('categories.fields.noParent')
        ) : (
          <Link to={pathOf('categoryDetail', { categoryId: category.parentId })}>
            {category.parentId} · {parent ? <LocalizedText name={parent} /> : category.parentName}
          </Link>
        ),
    },
    { id: 'parentRemoteId', labelKey: 'categories.fields.parentRemoteId', value: category.parentRemoteId },
    { id: 'createdAt', labelKey: 'categories.fields.createdAt', value: format.dateTime(category.createdAt) },
    { id: 'restricted', labelKey: 'categories.fields.restricted', value: t(restricted ? 'common.yes' : 'common.no') },
  ];
}

const ATTRIBUTE_COLUMNS: readonly Column<CategoryAttributeView>[] = [
  { id: 'id', headerKey: 'categories.attributes.id', cell: (row) => row.id },
  {
    id: 'name',
    headerKey: 'categories.attributes.name',
    cell: (row) => (
      <>
        <LocalizedText name={row.name} />
        {row.old ? (
          <CBadge color="warning" textColor="dark" className="ms-2">
            <KeyedText prefix="categories.attributes" value="old" />
          </CBadge>
        ) : null}
      </>
    ),
  },
  { id: 'type', headerKey: 'categories.attributes.type', cell: (row) => <KeyedText prefix="categories.attributeType" value={row.type} /> },
  {
    id: 'mandatory',
    headerKey: 'categories.attributes.mandatory',
    cell: (row) =>
      row.mandatory ? (
        <CBadge color="danger" data-testid={`mandatory-${row.id}`}>
          <KeyedText prefix="categories.attributes" value="required" />
        </CBadge>
      ) : null,
  },
  { id: 'values', headerKey: 'categories.attributes.values', cell: (row) => (row.type === 'list' ? row.values.length : null), align: 'end' },
  { id: 'remoteId', headerKey: 'categories.attributes.remoteId', cell: (row) => row.remoteId },
  { id: 'status', headerKey: 'categories.attributes.status', cell: (row) => <StatusBadge status={row.status} /> },
];

function crossingColumns(categoryId: number, format: Formatters): Column<CategoryCrossSummary>[] {
  return [
    { id: 'marketplace', headerKey: 'categories.crossings.marketplace', cell: (row) => <KeyedText prefix="marketplaces" value={row.marketplace} /> },
    {
      id: 'status',
      headerKey: 'categories.crossings.status',
      cell: (row) => <CrossStatusBadge status={row.status} testId={`cross-status-${row.marketplace}`} />,
    },
    {
      id: 'remote',
      headerKey: 'categories.crossings.remoteCategory',
      cell: (row) => (row.remoteCategoryId ? `${row.remoteCategoryName ?? ''} (${row.remoteCategoryId})` : null),
    },
    {
      id: 'syncMode',
      headerKey: 'categories.crossings.syncMode',
      cell: (row) => (row.syncMode ? <KeyedText prefix="categories.syncMode" value={row.syncMode} /> : null),
    },
    { id: 'date', headerKey: 'categories.crossings.date', cell: (row) => (row.date ? format.dateTime(row.date) : null) },
    { id: 'attributes', headerKey: 'categories.crossings.attributes', cell: (row) => `${row.attributesCrossed} / ${row.attributeCount}`, align: 'end' },
    {
      id: 'missing',
      headerKey: 'categories.crossings.missing',
      cell: (row) => row.missingMandatory.map((missing) => missing.remoteAttributeName).join(', '),
    },
    {
      id: 'open',
      headerKey: 'categories.crossings.open',
      cell: (row) => (
        <Link to={`${pathOf('categoryCross', { categoryId })}?marketplace=${row.marketplace}`} data-testid={`open-cross-${row.marketplace}`}>
          <KeyedText prefix="categories.crossings" value="openLink" />
        </Link>
      ),
    },
  ];
}

const CHILD_COLUMNS: readonly Column<CategoryDetailAnswer['children'][number]>[] = [
  { id: 'id', headerKey: 'categories.columns.id', cell: (row) => row.id, link: true },
  { id: 'name', headerKey: 'categories.columns.name', cell: (row) => <LocalizedText name={row.name} />, link: true },
  { id: 'status', headerKey: 'categories.columns.status', cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'leaf', headerKey: 'categories.columns.leaf', cell: (row) => <KeyedText prefix="categories.leaf" value={row.isLeaf ? 'leaf' : 'parent'} /> },
];

export function categoryDetailTabs(detail: CategoryDetailAnswer, format: Formatters, t: Translate): DetailTab[] {
  const empty = (key: string) => (
    <p className="text-body-secondary mb-0" role="status">
      {t(key)}
    </p>
  );
  return [
    { id: 'details', labelKey: 'categories.detail.tabs.details', render: () => <FieldGrid fields={fields(detail, format, t)} /> },
    {
      id: 'attributes',
      labelKey: 'categories.detail.tabs.attributes',
      count: detail.attributes.length,
      render: () =>
        detail.attributes.length === 0 ? (
          empty('categories.attributes.none')
        ) : (
          <DataTable columns={ATTRIBUTE_COLUMNS} rows={detail.attributes} rowKey={(row) => String(row.id)} labelKey="categories.detail.tabs.attributes" />
        ),
    },
    {
      id: 'crossings',
      labelKey: 'categories.detail.tabs.crossings',
      count: detail.crossings.filter((row) => row.status === 'crossed').length,
      render: () => (
        <DataTable
          columns={crossingColumns(detail.category.id, format)}
          rows={detail.crossings}
          rowKey={(row) => row.marketplace}
          labelKey="categories.detail.tabs.crossings"
        />
      ),
    },
    {
      id: 'children',
      labelKey: 'categories.detail.tabs.children',
      count: detail.children.length,
      render: () =>
        detail.children.length === 0 ? (
          empty('categories.detail.noChildren')
        ) : (
          <DataTable
            columns={CHILD_COLUMNS}
            rows={detail.children}
            rowKey={(row) => String(row.id)}
            labelKey="categories.detail.tabs.children"
            rowHref={(row) => pathOf('categoryDetail', { categoryId: row.id })}
          />
        ),
    },
  ];
}

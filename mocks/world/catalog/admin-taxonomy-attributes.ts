/**
 * The staff side of the seller-panel tree's attributes (/admin/attributes): list, read, add and edit attributes, add
 * and rename their values. Mandatory stays per category (CategoryAttribute); the rows count where it is.
 */
import { attributeSchema, attributeValueSchema, type AttributeDetail } from '@contract/admin-taxonomy/admin-attribute.api';
import {
  ATTRIBUTE_TABS,
  attributeMatches,
  attributeOrder,
  type AttributeListAnswer,
  type AttributeListQuery,
  type AttributeRow,
} from '@contract/admin-taxonomy/admin-attribute.query';
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { Attribute } from '@contract/catalog/taxonomy.types';
import { paginate, zeroCounts } from '@contract/lists/list-query';
import type { InferType, AnyObjectSchema } from 'yup';
import { refusal, type Refusal } from '../refusal';
import type { World } from '../world';
import type { Taxonomy } from './catalog-book';
import { taxonomyOf } from './taxonomy';
import { findAttribute } from './taxonomy-views';

function rowOf(taxonomy: Taxonomy, attribute: Attribute): AttributeRow {
  const { values, ...rest } = attribute;
  const uses = taxonomy.categories.flatMap((category) => category.attributes.filter((entry) => entry.attributeId === attribute.id));
  return { ...rest, valueCount: values.length, categoryCount: uses.length, mandatoryCount: uses.filter((entry) => entry.mandatory).length };
}

const detailOf = (taxonomy: Taxonomy, attribute: Attribute): AttributeDetail => ({ ...rowOf(taxonomy, attribute), values: attribute.values });

export function listAdminAttributes(world: World, query: AttributeListQuery): AttributeListAnswer {
  const taxonomy = taxonomyOf(world);
  const matching = taxonomy.attributes.filter((attribute) => attributeMatches(attribute, query));
  const tabCounts = zeroCounts(ATTRIBUTE_TABS);
  tabCounts.all = matching.length;
  for (const attribute of matching) tabCounts[attribute.status] += 1;
  const inTab = query.tab === 'all' ? matching : matching.filter((attribute) => attribute.status === query.tab);
  const order = attributeOrder(query.sort);
  const sorted = [...inTab].sort((a, b) => order(a, b) || a.id - b.id);
  return {
    items: paginate(sorted, query.page, query.pageSize).map((attribute) => rowOf(taxonomy, attribute)),
    total: sorted.length,
    page: query.page,
    pageSize: query.pageSize,
    tabCounts,
  };
}

export function getAdminAttribute(world: World, id: number): AttributeDetail | undefined {
  const taxonomy = taxonomyOf(world);
  const attribute = findAttribute(taxonomy, id);
  return attribute && detailOf(taxonomy, attribute);
}

function checked<S extends AnyObjectSchema>(schema: S, input: unknown): InferType<S> | Refusal {
  const fields = fieldErrors(schema, input);
  return fields ? refusal('validation', fields) : (schema.cast(input, { stripUnknown: true }) as InferType<S>);
}
const isRefused = (value: object): value is Refusal => 'code' in value;

export function addAdminAttribute(world: World, input: unknown): AttributeDetail | Refusal {
  const body = checked(attributeSchema, input);
  if (isRefused(body)) return body;
  const taxonomy = taxonomyOf(world);
  const attribute: Attribute = {
    id: Math.max(0, ...taxonomy.attributes.map((candidate) => candidate.id)) + 1,
    name: { en: body.name, tr: body.nameTr },
    remoteId: body.remoteId || null,
    status: body.status,
    type: body.type,
    values: [],
    old: false,
  };
  taxonomy.attributes.push(attribute);
  taxonomy.version += 1;
  return detailOf(taxonomy, attribute);
}

/** Undefined when the tree has no such attribute. */
export function editAdminAttribute(world: World, id: number, input: unknown): AttributeDetail | Refusal | undefined {
  const taxonomy = taxonomyOf(world);
  const attribute = findAttribute(taxonomy, id);
  if (!attribute) return undefined;
  const body = checked(attributeSchema, input);
  if (isRefused(body)) return body;
  Object.assign(attribute, { name: { en: body.name, tr: body.nameTr }, remoteId: body.remoteId || null, status: body.status, type: body.type });
  taxonomy.version += 1;
  return detailOf(taxonomy, attribute);
}

/** Adds a value (`valueId` undefined) or renames one; undefined when the attribute or the value is not there. */
export function saveAttributeValue(world: World, id: number, valueId: number | undefined, input: unknown): AttributeDetail | Refusal | undefined {
  const taxonomy = taxonomyOf(world);
  const attribute = findAttribute(taxonomy, id);
  if (!attribute) return undefined;
  const body = checked(attributeValueSchema, input);
  if (isRefused(body)) return body;
  const name = { en: body.name, tr: body.nameTr };
  if (valueId === undefined) {
    const next = Math.max(0, ...taxonomy.attributes.flatMap((candidate) => candidate.values.map((value) => value.id))) + 1;
    attribute.values = [...attribute.values, { id: next, name }];
  } else {
    const value = attribute.values.find((candidate) => candidate.id === valueId);
    if (!value) return undefined;
    value.name = name;
  }
  taxonomy.version += 1;
  return detailOf(taxonomy, attribute);
}

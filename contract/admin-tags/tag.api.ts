/** The browser's tag API: the form and action bodies (messages are i18n keys) and the answers. */
import * as yup from 'yup';
import { TYPED_CONFIRMATION_FIELD, typedConfirmationField } from '../admin/typed-confirmation';
import type { ListPage } from '../lists/list-query';
import type { TagTab } from './tag.query';
import { TAG_COLOURS, TAG_KINDS, TAG_STATUSES, type Tag, type TagKind, type TagTarget } from './tag.types';

export const TAG_NAME_MAX = 40;
/** Products or companies one hand assignment may name. */
export const TAG_ASSIGN_MAX_TARGETS = 100;
/** Targets the delete preview shows. */
export const TAG_USAGE_SAMPLE = 5;

const tagName = yup.string().trim().required('validation.required').max(TAG_NAME_MAX, 'validation.textTooLong');

export const tagFormSchema = yup.object({
  nameEn: tagName,
  nameTr: tagName,
  colour: yup.string().oneOf(TAG_COLOURS, 'validation.required').required('validation.required'),
  kind: yup.string().oneOf(TAG_KINDS, 'validation.required').required('validation.required'),
  status: yup.string().oneOf(TAG_STATUSES, 'validation.required').required('validation.required'),
});
export type TagFormFields = yup.InferType<typeof tagFormSchema>;

/** The tag's English name typed again (tag.rules.ts `deleteConfirmationOf`): the BFF refuses a delete without it. */
export const deleteTagSchema = yup.object({ [TYPED_CONFIRMATION_FIELD]: typedConfirmationField });

export const TAG_ASSIGN_ACTIONS = ['assign', 'remove'] as const;
export type TagAssignAction = (typeof TAG_ASSIGN_ACTIONS)[number];

export const assignTagSchema = yup.object({
  action: yup.string().oneOf(TAG_ASSIGN_ACTIONS, 'validation.required').required('validation.required'),
  targetIds: yup
    .array(yup.number().integer().positive().required())
    .min(1, 'adminTags.validation.pickTargets')
    .max(TAG_ASSIGN_MAX_TARGETS, 'adminTags.validation.tooManyTargets')
    .required('adminTags.validation.pickTargets'),
});
export type AssignTagFields = yup.InferType<typeof assignTagSchema>;

export type TagListAnswer = ListPage<Tag, TagTab>;

export interface TagAnswer {
  tag: Tag;
}

/** What a delete would touch: the counts and a sample of the products and companies carrying the tag. */
export interface TagUsageAnswer {
  tag: Tag;
  products: number;
  companies: number;
  sample: TagTarget[];
}

export interface TagDeletedAnswer {
  id: number;
  /** How many products and companies lost the tag. */
  untagged: number;
}

/** A tab per kind: products (counted once a company is chosen or an id typed) and companies. */
export type TagTargetListAnswer = ListPage<TagTarget, TagKind>;

export interface TagAssignAnswer {
  tag: Tag;
  /** Targets whose tags changed (a target that already had it, or never had it, is no change). */
  changed: number;
}

import { parseTagQuery } from '@contract/admin-tags/tag.query';
import { isRefusal } from '../refusal';
import { createWorld } from '../world';
import { tagBookOf } from './tag-book';
import { assignTag, createTag, deleteTag, listTags, tagUsage, updateTag } from './tag-operations';

const NOW = Date.UTC(2026, 0, 15);
const world = () => createWorld({ now: NOW });
const body = { nameEn: 'Eco', nameTr: 'Eko', colour: 'green', kind: 'company', status: 'active' };

describe('tag operations', () => {
  it('seeds the same tags and carriers from the same seed, and others from another', () => {
    expect(tagBookOf(world())).toEqual(tagBookOf(world()));
    expect(tagBookOf(createWorld({ now: NOW, seed: 7 })).companyTags).not.toEqual(tagBookOf(world()).companyTags);
  });

  it('counts each tag’s carriers and sorts by them', () => {
    const listed = listTags(world(), parseTagQuery({ sort: '-usage' })).items;
    expect(listed.map((tag) => tag.usage)).toEqual([...listed.map((tag) => tag.usage)].sort((a, b) => b - a));
    expect(listed[0]!.usage).toBeGreaterThan(0);
  });

  it('creates a tag, refuses a second of the same name, and refuses a kind change once in use', () => {
    const w = world();
    const created = createTag(w, body);
    if (isRefusal(created)) throw new Error('refused');
    expect(createTag(w, { ...body, nameEn: 'eco' })).toEqual({ code: 'tagNameInUse', fields: { nameEn: 'errors.tagNameInUse' } });
    expect(assignTag(w, created.tag.id, { action: 'assign', targetIds: [1001] })).toMatchObject({ changed: 1, tag: { usage: 1 } });
    expect(updateTag(w, created.tag.id, { ...body, kind: 'product' })).toEqual({ code: 'validation', fields: { kind: 'adminTags.validation.kindInUse' } });
  });

  it('deletes a tag and takes it off everything that carried it', () => {
    const w = world();
    const [used] = listTags(w, parseTagQuery({ sort: '-usage' })).items;
    const usage = tagUsage(w, used!.id)!;
    expect(deleteTag(w, used!.id)).toEqual({ id: used!.id, untagged: usage.products || usage.companies });
    const book = tagBookOf(w);
    expect([...Object.values(book.productTags), ...Object.values(book.companyTags)].flat()).not.toContain(used!.id);
    expect(Object.values(book.productTags).every((ids) => ids.length > 0)).toBe(true);
  });
});

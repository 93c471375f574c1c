import { describe, expect, it } from 'vitest';
import type { CategoryCrossing, SellerCategory } from '@contract/catalog/taxonomy.types';
import { createWorld } from '../world';
import { buildTaxonomy, seededTaxonomy, taxonomyOf } from './taxonomy';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const taxonomy = buildTaxonomy(2026, NOW);
const leaves = taxonomy.categories.filter((category) => category.isLeaf);
const crossingsTo = (code: string) => leaves.flatMap((leaf) => leaf.crossings.filter((crossing) => crossing.marketplace === code));
const share = (code: string) => crossingsTo(code).filter((crossing) => crossing.status === 'crossed').length / leaves.length;

describe('the seller-panel tree', () => {
  it('has 150–250 categories over 4 levels across the five ranges, with Turkish and English paths', () => {
    expect(taxonomy.categories.length).toBeGreaterThanOrEqual(150);
    expect(taxonomy.categories.length).toBeLessThanOrEqual(250);
    const roots = taxonomy.categories.filter((category) => category.parentId === null);
    expect(roots.map((root) => root.name)).toEqual(['Fashion', 'Home & Living', 'Electronics', 'Cosmetics & Personal Care', 'Sports & Outdoor']);
    const byId = new Map(taxonomy.categories.map((category) => [category.id, category]));
    const depth = (category: SellerCategory): number => (category.parentId === null ? 1 : 1 + depth(byId.get(category.parentId)!));
    expect(Math.max(...taxonomy.categories.map(depth))).toBe(4);
    for (const category of taxonomy.categories) {
      const parent = category.parentId === null ? null : byId.get(category.parentId)!;
      expect(category.path.en).toBe(parent ? `${parent.path.en} > ${category.name}` : category.name);
      expect(category.path.tr.split(' > ')).toHaveLength(category.path.en.split(' > ').length);
      expect(category.parentName).toBe(parent?.name ?? null);
      expect(category.parentRemoteId).toBe(parent?.remoteId ?? null);
      expect(category.remoteId).toMatch(/^\d+$/);
      if (parent) expect(category.createdAt >= parent.createdAt).toBe(true);
      expect(category.isLeaf).toBe(!taxonomy.categories.some((child) => child.parentId === category.id));
    }
    expect(taxonomy.categories.find((category) => category.path.en === "Fashion > Women's Clothing > Tops > T-Shirts")?.path.tr).toBe(
      'Moda > Kadın Giyim > Üst Giyim > Tişört',
    );
    const inactive = taxonomy.categories.filter((category) => category.status === 'inactive');
    expect(inactive.length).toBeGreaterThanOrEqual(3);
    expect(inactive.length).toBeLessThan(10);
  });

  it('has 40–60 attributes with list values, free text and numbers, a handful old, and mandatory ones on every leaf', () => {
    expect(taxonomy.attributes.length).toBeGreaterThanOrEqual(40);
    expect(taxonomy.attributes.length).toBeLessThanOrEqual(60);
    expect(new Set(taxonomy.attributes.map((attribute) => attribute.type))).toEqual(new Set(['list', 'text', 'number']));
    const old = taxonomy.attributes.filter((attribute) => attribute.old);
    expect(old.length).toBeGreaterThanOrEqual(4);
    expect(old.length).toBeLessThanOrEqual(8);
    const valueIds = taxonomy.attributes.flatMap((attribute) => attribute.values.map((value) => value.id));
    expect(new Set(valueIds).size).toBe(valueIds.length);
    expect(taxonomy.attributes.find((attribute) => attribute.name.en === 'Colour')!.values.length).toBeGreaterThanOrEqual(15);
    const oldIds = new Set(old.map((attribute) => attribute.id));
    for (const leaf of leaves) {
      expect(
        leaf.attributes.some((attribute) => attribute.mandatory),
        leaf.path.en,
      ).toBe(true);
      expect(leaf.attributes.some((attribute) => oldIds.has(attribute.attributeId))).toBe(false);
    }
    expect(taxonomy.categories.filter((category) => !category.isLeaf).every((category) => category.attributes.length === 0)).toBe(true);
  });
});

describe("the marketplaces' own trees and the crossings", () => {
  it('gives every marketplace its own tree and attributes; the Noon channels share one Noon taxonomy', () => {
    const of = (code: string) => taxonomy.marketplaceCategories.filter((category) => category.marketplace === code);
    for (const code of ['hepsiburada', 'trendyol', 'noon-ae', 'noon-sa', 'noon-eg']) {
      const own = of(code);
      expect(own.length, code).toBeGreaterThan(150);
      const ids = new Set(own.map((category) => category.id));
      expect(ids.size).toBe(own.length);
      expect(own.every((category) => category.parentId === null || ids.has(category.parentId))).toBe(true);
      const attributeIds = new Set(taxonomy.marketplaceAttributes.filter((attribute) => attribute.marketplace === code).map((attribute) => attribute.id));
      expect(own.every((category) => category.attributeIds.every((id) => attributeIds.has(id)))).toBe(true);
    }
    const strip = (code: string) => of(code).map(({ marketplace: _marketplace, ...rest }) => rest);
    expect(strip('noon-sa')).toEqual(strip('noon-ae'));
    expect(strip('noon-eg')).toEqual(strip('noon-ae'));
    expect(of('hepsiburada').some((category) => category.name === 'Tişört')).toBe(true);
    expect(of('noon-ae').some((category) => category.path === 'Beauty & Fragrance')).toBe(true);
    expect(taxonomy.marketplaceAttributes.some((attribute) => attribute.mandatory)).toBe(true);
  });

  it('crosses leaves partially: most to Hepsiburada, fewer to Noon, fewer still to Trendyol, some uncrossed or synced forever', () => {
    expect(share('hepsiburada')).toBeGreaterThan(0.7);
    expect(share('noon-ae')).toBeLessThan(share('hepsiburada'));
    expect(share('trendyol')).toBeLessThan(share('noon-ae'));
    expect(share('trendyol')).toBeGreaterThan(0.3);
    const all: CategoryCrossing[] = leaves.flatMap((leaf) => leaf.crossings);
    expect(all.some((crossing) => crossing.status === 'uncrossed')).toBe(true);
    expect(all.filter((crossing) => crossing.syncMode === 'forever').length).toBeGreaterThan(all.length * 0.15);
    for (const leaf of leaves) {
      const noon = ['noon-ae', 'noon-sa', 'noon-eg'].map((code) => leaf.crossings.find((crossing) => crossing.marketplace === code));
      expect(noon.every((crossing) => crossing === undefined) || noon.every((crossing) => crossing !== undefined)).toBe(true);
      if (noon[0]) expect({ ...noon[1], marketplace: 'noon-ae' }).toEqual(noon[0]);
    }
  });

  it('points every crossing at real marketplace categories, attributes and values, and leaves some mandatory ones uncrossed', () => {
    const categories = new Map(taxonomy.marketplaceCategories.map((category) => [`${category.marketplace}:${category.id}`, category]));
    const attributes = new Map(taxonomy.marketplaceAttributes.map((attribute) => [`${attribute.marketplace}:${attribute.id}`, attribute]));
    let missingMandatory = 0;
    let valuesCrossed = 0;
    let valuesCrossable = 0;
    for (const leaf of leaves) {
      for (const crossing of leaf.crossings) {
        const remote = categories.get(`${crossing.marketplace}:${crossing.remoteCategoryId}`)!;
        expect(remote.isLeaf).toBe(true);
        expect(remote.name).toBe(crossing.remoteCategoryName);
        for (const attribute of crossing.attributes) {
          const theirs = attributes.get(`${crossing.marketplace}:${attribute.remoteAttributeId}`)!;
          expect(theirs.name).toBe(attribute.remoteAttributeName);
          expect(leaf.attributes.some((ours) => ours.attributeId === attribute.attributeId)).toBe(true);
          for (const value of attribute.values) expect(theirs.values).toContainEqual({ id: value.remoteValueId, name: value.remoteValueName });
          const ours = taxonomy.attributes.find((candidate) => candidate.id === attribute.attributeId)!;
          valuesCrossed += attribute.values.length;
          valuesCrossable += ours.type === 'list' ? ours.values.length : 0;
        }
        if (crossing.status !== 'crossed' || crossing.marketplace === 'noon-sa' || crossing.marketplace === 'noon-eg') continue;
        const crossed = new Set(crossing.attributes.filter((attribute) => attribute.status === 'crossed').map((attribute) => attribute.remoteAttributeId));
        missingMandatory += remote.attributeIds.filter((id) => attributes.get(`${crossing.marketplace}:${id}`)!.mandatory && !crossed.has(id)).length;
      }
    }
    expect(missingMandatory).toBeGreaterThan(20);
    expect(valuesCrossed / valuesCrossable).toBeGreaterThan(0.75);
    expect(valuesCrossed / valuesCrossable).toBeLessThan(1);
  });
});

describe('taxonomyOf', () => {
  it('is built once per world from the seed alone; the seeded one survives changes', () => {
    const world = createWorld({ seed: 11, now: NOW });
    const first = taxonomyOf(world);
    expect(taxonomyOf(world)).toBe(first);
    expect(first).toEqual(buildTaxonomy(11, NOW));
    expect(buildTaxonomy(12, NOW).categories.map((category) => category.crossings)).not.toEqual(first.categories.map((category) => category.crossings));
    first.categories[0]!.status = 'inactive';
    first.version += 1;
    expect(seededTaxonomy(world).categories[0]!.status).toBe('active');
    expect(seededTaxonomy(world)).toBe(seededTaxonomy(world));
  });
});

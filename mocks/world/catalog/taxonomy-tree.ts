/**
 * The seller-panel category tree as fixed data (taxonomy-tree-*.ts), flattened once into StaticCategory rows with
 * their resolved attributes, variant axes and generation profile. Seeded parts (dates, crossings) come later.
 */
import { AXIS_CODES, staticAttribute } from './taxonomy-attributes';
import type { ProfileCode } from './taxonomy-profiles';

export interface NodeOptions {
  /** A subtree name companies pick their range by (`women`, `kitchen`…). */
  code?: string;
  /** Attribute codes, `!` marks mandatory; a leading `=` drops what the ancestors gave. */
  attrs?: string;
  profile?: ProfileCode;
  /** English and Turkish noun for product names, when the category name will not do. */
  noun?: readonly [string, string];
  inactive?: boolean;
}

export interface TreeNode extends NodeOptions {
  en: string;
  tr: string;
  hs?: string;
  ar?: string;
  zh?: string;
  children?: readonly TreeNode[];
}

export function group(en: string, tr: string, options: NodeOptions, children: readonly TreeNode[]): TreeNode {
  return { en, tr, ...options, children };
}

export function leaf(en: string, tr: string, hs: string, ar?: string, zh?: string, options: NodeOptions = {}): TreeNode {
  return { en, tr, hs, ...(ar ? { ar } : {}), ...(zh ? { zh } : {}), ...options };
}

export interface StaticCategory {
  id: number;
  en: string;
  tr: string;
  path: { en: string; tr: string };
  parentId: number | null;
  depth: number;
  isLeaf: boolean;
  inactive: boolean;
  /** Subtree codes of the category and its ancestors. */
  codes: readonly string[];
  attributes: readonly { code: string; mandatory: boolean }[];
  /** Attribute codes whose values tell variants apart (colour first), and how many variants they allow. */
  axes: readonly string[];
  maxVariants: number;
  profile: ProfileCode;
  hs: string;
  noun: { en: string; tr: string; ar: string | null; zh: string | null };
  /** Three letters for SKUs. */
  skuCode: string;
}

export const FIRST_CATEGORY_ID = 101;
const MAX_VARIANTS = 10;

function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ss|sh|ch|x)es$/.test(word)) return word.replace(/es$/, '');
  return word.replace(/s$/, '');
}

function parseAttrs(inherited: readonly { code: string; mandatory: boolean }[], spec: string | undefined) {
  if (!spec) return inherited;
  const reset = spec.startsWith('=');
  const own = spec
    .replace(/^=/, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => ({ code: token.replace(/!$/, ''), mandatory: token.endsWith('!') }));
  for (const { code } of own) staticAttribute(code);
  const kept = reset ? [] : inherited.filter((attribute) => !own.some((mine) => mine.code === attribute.code));
  return [...kept, ...own];
}

function axesOf(attributes: readonly { code: string }[]): { axes: string[]; maxVariants: number } {
  const codes = new Set(attributes.map((attribute) => attribute.code));
  const second = AXIS_CODES.find((code) => codes.has(code));
  const axes = [...(codes.has('colour') && second !== 'shade' ? ['colour'] : []), ...(second ? [second] : [])];
  const combos = axes.reduce((product, code) => product * staticAttribute(code).values.length, 1);
  return { axes, maxVariants: Math.min(MAX_VARIANTS, combos) };
}

interface Inherited {
  path: { en: string; tr: string } | null;
  parentId: number | null;
  depth: number;
  codes: readonly string[];
  attributes: readonly { code: string; mandatory: boolean }[];
  profile: ProfileCode | null;
  inactive: boolean;
}

export function flattenTree(roots: readonly TreeNode[]): StaticCategory[] {
  const rows: StaticCategory[] = [];
  const visit = (node: TreeNode, from: Inherited) => {
    const id = FIRST_CATEGORY_ID + rows.length;
    const path = from.path ? { en: `${from.path.en} > ${node.en}`, tr: `${from.path.tr} > ${node.tr}` } : { en: node.en, tr: node.tr };
    const attributes = parseAttrs(from.attributes, node.attrs);
    const profile = node.profile ?? from.profile;
    const isLeaf = !node.children?.length;
    if (isLeaf && (!profile || !node.hs)) throw new Error(`Leaf ${path.en} needs a profile and an HS code`);
    const nounEn = node.noun?.[0] ?? singular(node.en);
    const row: StaticCategory = {
      id,
      en: node.en,
      tr: node.tr,
      path,
      parentId: from.parentId,
      depth: from.depth,
      isLeaf,
      inactive: from.inactive || (node.inactive ?? false),
      codes: node.code ? [...from.codes, node.code] : from.codes,
      attributes: isLeaf ? attributes : [],
      ...(isLeaf ? axesOf(attributes) : { axes: [], maxVariants: 0 }),
      profile: profile ?? 'decor',
      hs: node.hs ?? '',
      noun: { en: nounEn, tr: node.noun?.[1] ?? node.tr, ar: node.ar ?? null, zh: node.zh ?? null },
      skuCode: nounEn
        .replace(/[^A-Za-z]/g, '')
        .toUpperCase()
        .slice(0, 3),
    };
    rows.push(row);
    for (const child of node.children ?? []) {
      visit(child, { path, parentId: id, depth: from.depth + 1, codes: row.codes, attributes, profile, inactive: row.inactive });
    }
  };
  for (const root of roots) visit(root, { path: null, parentId: null, depth: 0, codes: [], attributes: [], profile: null, inactive: false });
  return rows;
}

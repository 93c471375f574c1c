import { posix as nodePosix } from 'node:path';
import { basename, dirname, isAbsolute, join, normalize } from './node-path';

const PATHS = [
  '',
  '.',
  '/',
  '//',
  'a',
  'a/',
  '/a/b/',
  'a//b',
  './a',
  '../a',
  'a/../..',
  '/a/../../b',
  'xl/worksheets/../sharedStrings.xml',
  '/xl/_rels/',
  'a/./b/.',
  'a/b/..',
  '../../x/',
  'xl/workbook.xml',
  '//a',
  '//a/b',
  'a///b//',
];

describe('node-path (posix)', () => {
  it('normalizes, names and tells absolute paths like node:path', () => {
    for (const path of PATHS) {
      expect(normalize(path), `normalize(${path})`).toBe(nodePosix.normalize(path));
      expect(dirname(path), `dirname(${path})`).toBe(nodePosix.dirname(path));
      expect(basename(path), `basename(${path})`).toBe(nodePosix.basename(path));
      expect(isAbsolute(path)).toBe(nodePosix.isAbsolute(path));
    }
    expect(basename('/a/b.rels', '.rels')).toBe(nodePosix.basename('/a/b.rels', '.rels'));
  });

  it('joins like node:path', () => {
    const cases: string[][] = [
      [],
      [''],
      ['/tmp', 'tezgah-exports'],
      ['xl', '_rels', 'workbook.xml.rels'],
      ['a', '', 'b'],
      ['a/', '/b/'],
      ['/a', '..', '..', 'c'],
      ['.', '.'],
    ];
    for (const parts of cases) expect(join(...parts), parts.join('|')).toBe(nodePosix.join(...parts));
  });
});

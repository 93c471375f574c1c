/**
 * node:path for the BFF in a page (vite-aliases.ts): POSIX rules only, the functions the app's graph uses (config's
 * folders, the xlsx reader's part names). Same answers as node:path's posix flavour.
 */
function normalizeSegments(segments: readonly string[], absolute: boolean): string[] {
  const kept: string[] = [];
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') kept.push(segment);
    else if (kept.length > 0 && kept.at(-1) !== '..') kept.pop();
    else if (!absolute) kept.push('..');
  }
  return kept;
}

export function isAbsolute(path: string): boolean {
  return path.startsWith('/');
}

export function normalize(path: string): string {
  if (path === '') return '.';
  const absolute = isAbsolute(path);
  const body = normalizeSegments(path.split('/'), absolute).join('/');
  const trailing = path.endsWith('/') && body !== '' ? '/' : '';
  if (absolute) return `/${body}${trailing}`;
  return body === '' ? '.' + (path.endsWith('/') ? '/' : '') : body + trailing;
}

export function join(...parts: string[]): string {
  const joined = parts.filter((part) => part !== '').join('/');
  return joined === '' ? '.' : normalize(joined);
}

export function dirname(path: string): string {
  const trimmed = path.replace(/\/+$/, '') || (isAbsolute(path) ? '/' : path);
  const slash = trimmed.lastIndexOf('/');
  if (slash < 0) return '.';
  if (slash === 0) return '/';
  // node:path's quirk: a leading `//` (a POSIX implementation-defined root) is kept.
  return slash === 1 && trimmed.startsWith('//') ? '//' : trimmed.slice(0, slash);
}

export function basename(path: string, extension = ''): string {
  const base = path.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return extension !== '' && base !== extension && base.endsWith(extension) ? base.slice(0, -extension.length) : base;
}

export const sep = '/';
export const posix = { isAbsolute, normalize, join, dirname, basename, sep };
export default posix;

/** node:os for the BFF in a page (vite-aliases.ts): config.ts names its default export and upload folders after it. */
export function tmpdir(): string {
  return '/tmp';
}

export default { tmpdir };

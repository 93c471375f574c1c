/**
 * How long a story's play waits for what Mirage or a portal brings. The story runner plays many stories side by side
 * on a loaded CI machine, where testing-library's one-second default is too short.
 */
export const LONG = { timeout: 10_000 };

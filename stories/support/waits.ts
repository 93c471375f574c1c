/**
 * How long a story's play waits for what the BFF in the page or a portal brings. The story runner plays many stories
 * side by side on a loaded CI machine, where testing-library's one-second default is too short; the preview makes
 * this the default of every findBy and waitFor, and LONG says it where a play passes its own options.
 */
export const STORY_WAIT_MS = 10_000;
export const LONG = { timeout: STORY_WAIT_MS };

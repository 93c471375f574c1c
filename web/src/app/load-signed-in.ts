/** The entry's one door to ./signed-in.ts: asked for at boot by a page that is not public, and again when it renders. */
import type * as SignedIn from './signed-in';

export type SignedInPart = typeof SignedIn;

let loading: Promise<SignedInPart> | null = null;

export const loadSignedIn = (): Promise<SignedInPart> => (loading ??= import('./signed-in'));

/** Types of scripts/new-screen.mjs, for its test. */
export interface ScreenNames {
  plural: string; singular: string; action: string;
  camelPlural: string; camelSingular: string; pascalPlural: string; pascalSingular: string;
  constPlural: string; constSingular: string; pascalAction: string;
  permission: string; service: string; title: string;
}
export function namesOf(plural: string, options?: { singular?: string; action?: string; permission?: string; service?: string }): ScreenNames;
export function stamp(names: ScreenNames, options?: { dryRun?: boolean; log?: (line: string) => void }): string[];

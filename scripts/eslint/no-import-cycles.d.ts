import type { Rule } from 'eslint';

export declare function noImportCycles(root: string): Rule.RuleModule;

import type { Rule } from 'eslint';

export declare const noJsxLiterals: Rule.RuleModule;

import { parseTemplateFinderQuery, templateCategoryRequest, templateFinderQueryToRaw, templateSearchProblem } from './template-query';
import { rowOfParam, rowParamOf } from './error-row';
import type { ImportRowError } from '@contract/imports/import.types';

describe('the template finder query', () => {
  it('reads a known marketplace and a trimmed search, and writes back only what is set', () => {
    expect(parseTemplateFinderQuery({ marketplace: 'trendyol', search: '  Tişört ' })).toEqual({ marketplace: 'trendyol', search: 'Tişört' });
    expect(parseTemplateFinderQuery({ marketplace: 'amazon', search: ' ' })).toEqual({ marketplace: undefined, search: undefined });
    expect(templateFinderQueryToRaw({ search: 'ayakkabı' })).toEqual({ search: 'ayakkabı' });
  });

  it('takes a name from 3 characters or an exact numeric ID of any length', () => {
    expect(templateSearchProblem(undefined)).toBe('imports.templates.searchRequired');
    expect(templateSearchProblem('ti')).toBe('validation.searchTooShort');
    expect(templateSearchProblem('tiş')).toBeNull();
    expect(templateSearchProblem('14')).toBeNull();
    expect(templateSearchProblem('NC00707')).toBeNull();
  });

  it('asks the BFF only for a search it may send', () => {
    expect(templateCategoryRequest({ marketplace: 'noon-ae', search: 'x' })).toBeNull();
    expect(templateCategoryRequest({ marketplace: 'noon-ae', search: 'shirt' })).toEqual({ marketplace: 'noon-ae', search: 'shirt' });
  });
});

describe('the sidebar row parameter', () => {
  const row = { transactionId: 'tx_1', row: 7 } as ImportRowError;
  it('names a row by its import and sheet row, and finds it among the rows on screen', () => {
    expect(rowParamOf(row)).toBe('tx_1:7');
    expect(rowOfParam([row], 'tx_1:7')).toBe(row);
    expect(rowOfParam([row], 'tx_1:8')).toBeNull();
    expect(rowOfParam([row], null)).toBeNull();
  });
});

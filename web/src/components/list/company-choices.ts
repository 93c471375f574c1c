/**
 * The staff's company directory as a list filter sees it: the companies matching what was last typed, and a way to
 * ask for others. The app provides it (it owns the data and its saga); without a provider a company filter is a
 * plain id field.
 */
import { createContext, useContext } from 'react';

export interface CompanyChoice {
  id: number;
  name: string;
}

export interface CompanyChoices {
  choices: readonly CompanyChoice[];
  /** Asks for the companies whose name or id matches `text` (the answer arrives as new `choices`). */
  search: (text: string) => void;
}

export const CompanyChoicesContext = createContext<CompanyChoices>({ choices: [], search: () => {} });

export const useCompanyChoices = (): CompanyChoices => useContext(CompanyChoicesContext);

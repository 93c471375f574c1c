/** The sections of /logistics, as `?section=` (Holidays is the default and leaves the URL without it). */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const LOGISTICS_SECTIONS = ['holidays', 'ead', 'shipping'] as const;
export type LogisticsSection = (typeof LOGISTICS_SECTIONS)[number];
export const SECTION_PARAM = 'section';

export function sectionOf(value: string | null): LogisticsSection {
  return LOGISTICS_SECTIONS.find((section) => section === value) ?? 'holidays';
}

/** `[section, setSection]`: another section starts with its own list state, so the URL keeps only the section. */
export function useLogisticsSection(): [LogisticsSection, (section: LogisticsSection) => void] {
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get(SECTION_PARAM));
  const setSection = useCallback(
    (next: LogisticsSection) => setParams(next === 'holidays' ? new URLSearchParams() : new URLSearchParams({ [SECTION_PARAM]: next })),
    [setParams],
  );
  return [section, setSection];
}

import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EAD_FILTER_KEYS, eadFilterProblems, eadQueryToRaw, parseEadFilters, parseEadQuery } from '@contract/logistics/ead.query';
import { HOLIDAY_FILTER_KEYS, holidayFilterProblems, holidayQueryToRaw, parseHolidayFilters, parseHolidayQuery } from '@contract/logistics/holiday.query';
import { dayOf } from '@contract/logistics/holiday.rules';
import { systemClock, type Clock } from '@web/lib/clock';
import { filtersPatch, useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { selectUser } from '@web/lib/session/session.selectors';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import type { HolidayDialog } from '../components/holiday-list-config';
import { useLogisticsSection } from '../components/logistics-sections';
import { eadExport, eadList, holidaysExport, holidaysList, logisticsProfile, PROFILE_ID } from '../logistics.resources';
import { LogisticsPage } from '../pages/LogisticsPage';

const HOLIDAY_FILTERS = { keys: HOLIDAY_FILTER_KEYS, parse: parseHolidayFilters };
const EAD_FILTERS = { keys: EAD_FILTER_KEYS, parse: parseEadFilters };

/**
 * /logistics: `?section=` picks Holidays (default), EAD or Hepsijet and customs; each list keeps its tab, filters,
 * page and sort in the URL; the holiday dialogs are `?action=create|edit|delete&item=<id>`.
 */
export function LogisticsView({ clock = systemClock }: { clock?: Clock }) {
  const dispatch = useDispatch();
  const [section, setSection] = useLogisticsSection();
  const holidays = useListScreen({
    list: holidaysList,
    parse: parseHolidayQuery,
    toRaw: holidayQueryToRaw,
    problems: holidayFilterProblems,
    filters: HOLIDAY_FILTERS,
    enabled: section === 'holidays',
  });
  const ead = useListScreen({
    list: eadList,
    parse: parseEadQuery,
    toRaw: eadQueryToRaw,
    problems: eadFilterProblems,
    filters: EAD_FILTERS,
    enabled: section === 'ead',
  });
  const profile = useSelector(logisticsProfile.select);
  const companyCountry = useSelector(selectUser)?.companyCountry ?? null;
  const [, open] = useUrlDialog<HolidayDialog>();
  const today = useMemo(() => dayOf(clock()), [clock]);

  useEffect(() => {
    dispatch(logisticsProfile.requested(PROFILE_ID));
  }, [dispatch]);
  const onOpenDialog = useCallback((name: HolidayDialog, id?: number) => open(name, id === undefined ? {} : { item: String(id) }), [open]);
  const holidayQuery = holidays.query;
  const eadQuery = ead.query;

  return (
    <LogisticsPage
      section={section}
      onSectionChange={setSection}
      profile={profile}
      onProfileRetry={() => dispatch(logisticsProfile.requested(PROFILE_ID))}
      companyCountry={companyCountry}
      holidays={{
        ...holidays.page,
        today,
        onOpenDialog,
        commandOf: (name) => commandView(profile, name),
        onCommand: (...call) => dispatch(logisticsProfile.commandCalled(PROFILE_ID, ...call)),
        onExport: () => dispatch(holidaysExport.requested(holidayQueryToRaw(filtersPatch(HOLIDAY_FILTER_KEYS, holidayQuery)))),
      }}
      ead={{
        ...ead.page,
        onExport: () => dispatch(eadExport.requested(eadQueryToRaw(filtersPatch(EAD_FILTER_KEYS, eadQuery)))),
      }}
    />
  );
}

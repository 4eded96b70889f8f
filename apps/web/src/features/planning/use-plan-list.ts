/**
 * The data of the planning screen and what it derives from it, memoised so that a year of 300
 * plans is grouped once per answer or filter change, never on a re-render.
 */
import { DEVICE_CLASSES, type DeviceClass } from '@kollekta/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { calendarSettingQuery, datesQuery, type PlansView, plansQuery } from './api';
import { findWindow, toCalendarSetting } from './calendar-setting';
import {
  buildDayGroups,
  countPages,
  createDayLookup,
  DEFAULT_PAGE_SIZE,
  filterByDeviceClasses,
  findPageOfToday,
  pageOf,
} from './plan-grouping';

const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

type Options = { organizationId: number; year: number; today: string };

export function usePlanList({ organizationId, year, today }: Options) {
  const [view, setView] = useState<PlansView>('current');
  const [search, setSearch] = useState('');
  const [deviceClasses, setDeviceClasses] = useState<ReadonlySet<DeviceClass>>(() => new Set(DEVICE_CLASSES));
  const [showDayRows, setShowDayRows] = useState(true);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [chosenPage, setChosenPage] = useState<{ key: string; page: number } | null>(null);

  const searchTerm = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const plans = useQuery(plansQuery(organizationId, year, view, searchTerm));
  const dates = useQuery(datesQuery(organizationId, year));
  const calendar = useQuery(calendarSettingQuery(organizationId));
  const calendarSetting = useMemo(() => toCalendarSetting(calendar.data), [calendar.data]);

  // Filtering by device class can wait a frame behind the chip that was clicked.
  const shownClasses = useDeferredValue(deviceClasses);
  // the members of a group show in their group's card and details, not as plans of their own
  const filteredPlans = useMemo(
    () => filterByDeviceClasses(plans.data ?? [], shownClasses).filter((plan) => plan.parent === null),
    [plans.data, shownClasses],
  );
  const activePlans = useMemo(() => filteredPlans.filter((plan) => plan.currentlyActive), [filteredPlans]);
  const includeEmptyDates = view === 'current' && showDayRows && searchTerm.length === 0;
  const lookup = useMemo(
    () => createDayLookup(dates.data ?? [], (day) => findWindow(day, calendarSetting)),
    [dates.data, calendarSetting],
  );
  const groups = useMemo(
    () => buildDayGroups({ plans: filteredPlans, dates: dates.data ?? [], lookup, includeEmptyDates }),
    [filteredPlans, dates.data, lookup, includeEmptyDates],
  );

  const pageCount = countPages(groups.length, pageSize);
  const pageKey = `${year}|${view}|${searchTerm}|${pageSize}`;
  const startPage = useMemo(
    () => (view === 'current' ? findPageOfToday(groups, today, pageSize) : 0),
    [groups, today, pageSize, view],
  );
  const page = Math.min(chosenPage?.key === pageKey ? chosenPage.page : startPage, pageCount - 1);
  const pageGroups = useMemo(() => pageOf(groups, pageSize, page), [groups, pageSize, page]);

  return {
    view,
    setView,
    search,
    setSearch,
    searchTerm,
    deviceClasses,
    setDeviceClasses,
    showDayRows,
    setShowDayRows,
    plans,
    dates,
    calendarSetting,
    activePlans,
    groups,
    pageGroups,
    pager: {
      page,
      pageCount,
      pageSize,
      onPageChange: (next: number) => setChosenPage({ key: pageKey, page: next }),
      onPageSizeChange: (next: number) => setPageSize(next),
    },
    isLoading: plans.isPending || dates.isPending,
  };
}

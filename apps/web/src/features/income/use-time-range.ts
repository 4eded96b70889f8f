/**
 * The dashboard's time range: a type (Gesamt, ganzes Jahr, Halbjahr, Quartal, Monat; default
 * Gesamt) and one range of it. Changing the type selects the first range of that type.
 */
import {
  DEFAULT_TIME_RANGE_TYPE,
  firstTimeRange,
  listTimeRanges,
  type TimeRange,
  type TimeRangeType,
  toBusinessDay,
} from '@kollekta/domain';
import { useState } from 'react';

export type TimeRangeSelection = {
  type: TimeRangeType;
  ranges: TimeRange[];
  range: TimeRange;
  selectType: (type: TimeRangeType) => void;
  selectRange: (key: string) => void;
};

/** `firstDay`: the first day with income (null: none yet). */
export function useTimeRange(firstDay: string | null): TimeRangeSelection {
  const today = toBusinessDay(new Date());
  const [type, setType] = useState<TimeRangeType>(DEFAULT_TIME_RANGE_TYPE);
  const [key, setKey] = useState<string | null>(null);
  const ranges = listTimeRanges(type, firstDay, today);
  const range =
    ranges.find((candidate) => candidate.key === key) ?? ranges[0] ?? firstTimeRange(type, firstDay, today);
  return {
    type,
    ranges,
    range,
    selectType: (next) => {
      setType(next);
      setKey(firstTimeRange(next, firstDay, today).key);
    },
    selectRange: setKey,
  };
}

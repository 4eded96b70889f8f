/** The organisation's calendar setting from the API in the shape the domain's window rule takes. */
import type { CalendarSettingResponse } from '@kollekta/contract';
import {
  type CalendarSetting,
  type CollectionWindow,
  computeCollectionWindow,
  DEFAULT_CALENDAR_SETTING,
} from '@kollekta/domain';

export function toCalendarSetting(response: CalendarSettingResponse | undefined): CalendarSetting {
  if (!response) return DEFAULT_CALENDAR_SETTING;
  return {
    sundayPrerunDays: response.sunday_prerun_days,
    sundayPrerunTime: response.sunday_prerun_time,
    sundayPostrunDays: response.sunday_postrun_days,
    sundayPostrunTime: response.sunday_postrun_time,
    otherPrerunDays: response.other_prerun_days,
    otherPrerunTime: response.other_prerun_time,
    otherPostrunDays: response.other_postrun_days,
    otherPostrunTime: response.other_postrun_time,
  };
}

/** The window of a date, or null when the setting cannot give one (a broken setting). */
export function findWindow(day: string, setting: CalendarSetting): CollectionWindow | null {
  try {
    return computeCollectionWindow(day, setting);
  } catch {
    return null;
  }
}

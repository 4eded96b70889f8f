/** A value that follows its input only after the input has rested (the lookup's 500 ms, §2). */
import { useEffect, useState } from 'react';

export const LOOKUP_DEBOUNCE_MS = 500;

export function useDebouncedValue<T>(value: T, delayMs: number = LOOKUP_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The success indicator after a credential change: shown for 5 seconds (administration.md §9). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CREDENTIAL_INDICATOR_MS } from './messages';

export function useSuccessIndicator(): [boolean, () => void] {
  const [isVisible, setIsVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setIsVisible(true);
    timer.current = setTimeout(() => setIsVisible(false), CREDENTIAL_INDICATOR_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [isVisible, show];
}

/**
 * Whether the app runs as the admin app's Live-Vorschau (`?vorschau=1`): the same flow as a donor's,
 * but the last button gives nothing, so that looking at a device card never books a gift.
 */
import { createContext, useContext } from 'react';

export const PreviewContext = createContext(false);

export function useIsPreview(): boolean {
  return useContext(PreviewContext);
}

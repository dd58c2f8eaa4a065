/** The visitor's current year; prerendered HTML and hydration use the build year, then the clock takes over. */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useCurrentYear(buildYear: number): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}

/** Time as a dependency, so rules about days and periods can be tested at any moment. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** The calendar date (YYYY-MM-DD) at `instant` in an IANA time zone. */
export function dateIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

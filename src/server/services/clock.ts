/** Time as a dependency, so rules about days and periods can be tested at any moment. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** Building a formatter costs far more than formatting; every credits request needs one, so each zone keeps its own. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) at `instant` in an IANA time zone. */
export function dateIn(timeZone: string, instant: Date): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

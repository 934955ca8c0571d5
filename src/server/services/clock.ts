/** Time as a dependency, so rules about days and periods can be tested at any moment. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** Building a formatter costs far more than formatting; every credits request needs one, so each zone keeps its own. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Each zone's last answer and the second it was for. A zone's offset only changes on a whole second, so every
 * instant of one second has one date; the balance read, many times a second, formats once a second per zone.
 */
const lastDates = new Map<string, { second: number; date: string }>();

/** The calendar date (YYYY-MM-DD) at `instant` in an IANA time zone. */
export function dateIn(timeZone: string, instant: Date): string {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastDates.get(timeZone);
  if (last?.second === second) return last.date;
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
  const date = formatter.format(instant);
  lastDates.set(timeZone, { second, date });
  return date;
}

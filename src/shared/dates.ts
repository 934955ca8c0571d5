const DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { ...DATE_OPTIONS, hour: 'numeric', minute: '2-digit' };

export type DateFormat = 'date' | 'dateTime';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per format and time zone, made once: making one costs far more than using it. */
function formatter(format: DateFormat, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${format}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      ...(format === 'date' ? DATE_OPTIONS : DATE_TIME_OPTIONS),
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A date in en-US long format, "November 22, 2026", or with its time, "November 22, 2026 at 3:05 PM"; in this
 * machine's time zone unless `timeZone` names one.
 */
export function formatDate(
  value: string | number | Date,
  format: DateFormat = 'date',
  timeZone?: string,
): string {
  return formatter(format, timeZone).format(new Date(value));
}

/** Dates in en-US long format, e.g. "November 22, 2026". */
export function formatLongDate(value: string | number | Date): string {
  return formatDate(value, 'date');
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type DateFormat = 'date' | 'dateTime';

/**
 * A date in en-US long format, "November 22, 2026", or with its time, "November 22, 2026 at 3:05 PM": what
 * `Intl.DateTimeFormat('en-US')` writes, written here instead. Making an Intl formatter loads the locale's data,
 * about 16 ms of a phone's main thread, and a signed-in page formats its first dates while it hydrates; the server
 * and the browser also write the very same text this way, whichever ICU data each carries. In this machine's time
 * zone, or in UTC when `timeZone` says so (as the server renders, not knowing the reader's).
 */
export function formatDate(
  value: string | number | Date,
  format: DateFormat = 'date',
  timeZone?: 'UTC',
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  const utc = timeZone === 'UTC';
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  const longDate = `${MONTHS[month]} ${day}, ${year}`;
  if (format === 'date') return longDate;
  const hours = utc ? date.getUTCHours() : date.getHours();
  const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${longDate} at ${clock}`;
}

/** Dates in en-US long format, e.g. "November 22, 2026". */
export function formatLongDate(value: string | number | Date): string {
  return formatDate(value, 'date');
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Dates in en-US long format, e.g. "November 22, 2026". */
export function formatLongDate(value: string | number | Date): string {
  return LONG_DATE.format(new Date(value));
}

/**
 * "new feature alert, you can now export your invoices as PDF": what readers can do from now on is the news, in
 * the request's own words. Read for a subject, the object of the doing became the thing launched ("Say hello to
 * your invoices.").
 */
import { capitalise } from './request-facts';
import type { RequestReading } from './request-reading-types';

/** "you can now …", "customers can now …", to the end of its piece. */
const CAN_NOW = /\b((?:you|customers|clients|members|users|guests|everyone) can now [^.!?;:,]+)/i;

/** The reading of a post whose news is what readers can now do; null when the request says no such thing. */
export function asNewAbility(reading: RequestReading, description: string): RequestReading | null {
  const said = CAN_NOW.exec(description)?.[1]?.trim();
  if (!said) return null;
  const statement = `${capitalise(said)}.`;
  return { ...reading, kind: 'news', subject: null, statement, isNew: false };
}

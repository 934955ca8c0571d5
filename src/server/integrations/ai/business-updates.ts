/**
 * "caption for our florist, wedding season is here and we're booking for 2027": when a request names only the
 * poster's business and then says what is new in a sentence of its own, that sentence is the post's news. Read
 * for its subject alone, the business became something to "check out" and the news a line beneath it.
 */
import { isOwnBusiness } from './business-heads';
import type { RequestReading } from './request-reading-types';

/** A sentence that tells something: a verb of being, having or doing in the present or future. */
const TELLS = /\b(?:is|are|we're|we are|we've|we have|has|have|will|we'll|I'm|I am|I've|I'll)\b/i;

export function asBusinessUpdate(reading: RequestReading): RequestReading | null {
  const { subject } = reading;
  const isOpenKind = reading.kind === 'general' || reading.kind === 'event';
  if (!isOwnBusiness(subject) || !isOpenKind || reading.statement || reading.offer || reading.state)
    return null;
  const [first, ...rest] = reading.notes;
  // "for our gelato shop in Florence: open until midnight all summer": the hours it keeps are its state; "open 7
  // days a week, 8am to 6pm" keeps the hours read as its date with them.
  const hours = /^(?:Now )?open (?:until|till|late|from|every|all|on|\d+ days)\b/i.exec(first ?? '');
  if (hours) {
    const owner = subject!.determiner.charAt(0).toUpperCase() + subject!.determiner.slice(1);
    const said = first!.replace(/[.!]$/, '');
    const days = said.replace(/^(?:Now )?open /i, '');
    const when = reading.when?.text.replace(/^on\s+/, '') ?? '';
    const open = when.startsWith(days) ? `${said}${when.slice(days.length).replace(/^ from /, ', ')}` : said;
    const state = `${owner} ${subject!.text} is ${open.charAt(0).toLowerCase()}${open.slice(1)}.`;
    return {
      ...reading,
      kind: 'general',
      state,
      notes: rest,
      when: when.startsWith(days) ? null : reading.when,
    };
  }
  if (reading.kind !== 'general') return null;
  if (!first || !TELLS.test(first) || /^(?:Please|Don't|Do)\b/.test(first)) return null;
  return { ...reading, kind: 'news', statement: first, notes: rest, isBusinessUpdate: true };
}

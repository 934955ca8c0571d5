/**
 * "our barber shop's new opening hours: Monday to Saturday 9am-7pm": hours a business keeps are a notice of when
 * it is open ("Our barber shop has new opening hours: Monday to Saturday 9am-7pm."). Read by their words, the
 * "opening" made them an occasion to be invited to and to save the date for.
 */
import type { RequestReading } from './request-reading';
import { capitalise } from './request-facts';

/** "barber shop's new opening hours", "our winter opening hours", "new hours". */
const HOURS =
  /^(?:(.+?)['’]s\s+)?((?:new|updated|winter|summer|christmas|festive|holiday|extended)\s+)?(opening\s+)?hours$/i;

/** "our barbershop's new late opening": an evening the business stays open longer, named with the business. */
const LATE = /^(?:(.+?)['’]s\s+)?(new\s+)?late\s+(?:openings?|nights?)$/i;

/** The reading told as a notice of opening hours; null when its subject is no business's hours. */
export function asOpeningHours(reading: RequestReading): RequestReading | null {
  const { subject, when } = reading;
  if (!subject || !when) return null;
  const late = LATE.exec(subject.text);
  // "our barbershop's new late opening on Thursdays until 8pm": "Our barbershop is now open late on Thursdays,
  // until 8pm."
  if (late && late[1]) {
    const [, owner, isNew] = late;
    const times = when.text.replace(/\s+(until|till)\b/, ', $1');
    const state = `${capitalise(`${subject.determiner} ${owner}`.trim())} is ${isNew ? 'now ' : ''}open late ${times}.`;
    return { ...reading, kind: 'general', state, isNew: false, isOccasion: false, when: null };
  }
  const match = HOURS.exec(subject.text);
  // "happy hours" and bare "hours" name no opening times: "opening" or a word saying which hours must be there.
  if (!match || (!match[2] && !match[3])) return null;
  // "start June 1": a day the hours start on tells no hours; the request is read as it stands.
  if (!/\d\s*(?:am|pm)\b|\d:\d\d|\bto\b|\d[-–]\d/i.test(when.text)) return null;
  const [, owner, which = ''] = match;
  // "from Monday from 7am to 7pm on weekdays from 8am to 4pm on weekends": the day the hours start leads, and
  // each span of hours is joined to the next.
  const start =
    /^from ((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next week|\d{1,2} \p{L}+)\s+(?=from\b)/iu.exec(
      when.text,
    );
  const spans = when.text
    .slice(start ? start[0].length : 0)
    .replace(/^(?:from|on|at)\s+/i, '')
    .split(/\s+(?=from \d)/)
    .map((span) => span.replace(/^from\s+/i, ''));
  const times = spans.length > 1 ? `${spans.slice(0, -1).join(', ')} and ${spans.at(-1)}` : spans[0]!;
  // "winter opening hours" hold this winter; new ones from now on.
  const season = /^(?:winter|summer|christmas|festive|holiday)\s+$/i.test(which)
    ? which.trim().toLowerCase()
    : '';
  const lead = season
    ? `This ${season === 'christmas' ? 'Christmas' : season}`
    : start
      ? `From ${start[1]}`
      : 'From now on';
  const who = owner ? `${subject.determiner} ${owner}`.trim() : reading.isFirstPersonSingular ? 'I' : 'we';
  const be = owner ? 'is' : reading.isFirstPersonSingular ? "'m" : "'re";
  const statement = `${lead}, ${who}${be.startsWith("'") ? be : ` ${be}`} open ${times}.`;
  return { ...reading, kind: 'notice', statement, isOccasion: false, when: null };
}

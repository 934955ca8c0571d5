/**
 * "meet Sam, our new head chef": a name followed by who they are to the poster ("our new head chef", "our newest
 * barista") is a new colleague, welcomed by name and role together. Told apart, "Our new head chef." would stand
 * as a line about no one.
 */
import type { RequestReading } from './request-reading-types';

const ROLE_NOTE = /^(?:Our|My) (?:new|newest)\s+[^.!?]+[.!]$/;
/** The last word of a job: "CTO", "head chef", "account manager". */
const JOB_END =
  /\b(?:ceo|cto|cfo|coo|cmo|cpo|vp|founder|director|manager|chef|baker|barista|designer|engineer|developer|lead|head of \w+|stylist|intern|apprentice|partner|trainer|coach|teacher|assistant|receptionist|officer|analyst|consultant|colleague|hire|team member|editor|writer|producer)[.!]$/i;

/** The reading as a welcome of the named newcomer in their role, or null when the request names none. */
export function asNewColleague(reading: RequestReading): RequestReading | null {
  const { subject } = reading;
  if (!subject || subject.determiner || /^Please welcome\b/.test(reading.statement)) return null;
  // "Priya Shah, our new CTO": a name the tagger does not know is a person's when the role after it is a job's.
  const isNamedPerson = subject.isPerson || /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)+$/u.test(subject.text);
  const at = reading.notes.findIndex(
    (note) => ROLE_NOTE.test(note) && (subject.isPerson || (isNamedPerson && JOB_END.test(note))),
  );
  if (at < 0) return null;
  const role = reading.notes[at]!.replace(/[.!]$/, '');
  // "…, our new head chef, who trained in Lyon": "who" after the role is the newcomer.
  const others = reading.notes
    .map((note, index) => (index === at + 1 ? note.replace(/^Who\b/, subject.text) : note))
    .filter((_, index) => index !== at);
  return {
    ...reading,
    kind: 'news',
    statement: `Please welcome ${subject.text}, ${role.charAt(0).toLowerCase()}${role.slice(1)}.`,
    // What the request tells of them ("Sam trained in Lyon.") follows the welcome.
    notes: reading.statement ? [reading.statement, ...others] : others,
  };
}

/** Newcomers welcomed as a group: "three new graduates", "our new apprentices". */
const WELCOMED_GROUP =
  /\bwelcom(?:ing|e) ((?:(?:our|the|\d+|two|three|four|five|six|seven|eight|nine|ten|new|first|summer|latest) )*(?:graduates|interns|apprentices|starters|hires|joiners|recruits|trainees|colleagues|team members|volunteers|members|students|cohort))\b(?: to ((?:our|the|my) [^,.!?;]+))?/i;

/**
 * "welcoming three new graduates to our engineering team": newcomers welcomed as a group are welcomed by the
 * readers too, in one sentence; read for a subject, the team they join was the news ("Our engineering team: a
 * moment we will remember.").
 */
export function asGroupWelcomed(reading: RequestReading, description: string): RequestReading | null {
  if (/^Please welcome\b/.test(reading.statement)) return null;
  const match = WELCOMED_GROUP.exec(description);
  if (!match) return null;
  const [, group, joined] = match;
  return {
    ...reading,
    kind: 'news',
    subject: { text: group!, determiner: '', plural: true, isAgent: false, isPerson: true },
    statement: `Please welcome ${group}${joined ? ` to ${joined.trim()}` : ''}.`,
  };
}

const WELCOMED_NEW = /^Please welcome ((?:our|my) (?:new|newest) [^,.!?]+)\.$/;
const CALLED_NOTE = /^(an?) ([^.!?]+?) (?:called|named) (\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)*)\.$/iu;

/**
 * "meet our new shop puppy, a golden retriever called Maple": a newcomer given a name after what they are is
 * welcomed by that name ("Please welcome Maple, our new shop puppy, a golden retriever."), never as "our new shop
 * puppy" with the name in a line of its own.
 */
export function asNamedNewcomer(reading: RequestReading): RequestReading | null {
  const welcomed = WELCOMED_NEW.exec(reading.statement);
  if (!welcomed) return null;
  const at = reading.notes.findIndex((note) => CALLED_NOTE.test(note));
  if (at < 0) return null;
  const [, article, kind, name] = CALLED_NOTE.exec(reading.notes[at]!)!;
  return {
    ...reading,
    statement: `Please welcome ${name}, ${welcomed[1]}, ${article!.toLowerCase()} ${kind}.`,
    notes: reading.notes.filter((_, index) => index !== at),
  };
}

const BIG_WELCOME =
  /(?:^|[:;,.!?]\s*)(?:an? )?(?:big |huge |warm |special |very warm )?welcome to ((?:our|my) (?:new|newest) [^!.?;,]+)/i;

/**
 * "a big welcome to our new Saturday girl Ellie!": a welcome the request gives someone new is said to readers as
 * one ("Please welcome our new Saturday girl Ellie!"); read for a subject, "the big welcome" was praised as goods.
 */
export function asBigWelcome(reading: RequestReading, description: string): RequestReading | null {
  if (reading.statement) return null;
  const match = BIG_WELCOME.exec(description);
  if (!match) return null;
  const named = match[1]!.trim();
  const who = /^(our|my) (.+)$/i.exec(named)!;
  return {
    ...reading,
    kind: 'news',
    statement: `Please welcome ${named}.`,
    subject: {
      text: who[2]!,
      determiner: who[1]!.toLowerCase(),
      plural: false,
      isAgent: false,
      isPerson: true,
    },
    tagPhrases: reading.tagPhrases.filter((phrase) => !/\bwelcome$/i.test(phrase)),
  };
}

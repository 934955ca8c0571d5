/**
 * "An update from our barbershop. Our barbershop reopens on Monday…": when the hook has just named the poster's
 * own business and the next sentence opens with the same name, a copywriter says "we" the second time ("We
 * reopen on Monday…"). Only a subject called "our" is the poster, so only it becomes "we"; the verb after it
 * agrees.
 */

const PREPOSITIONS = new Set(['in', 'at', 'on', 'near', 'by', 'from', 'of', 'for', 'with', 'off']);

/** The verb after the subject in the plural: "is" → "are", "has" → "have", "reopens" → "reopen". */
function pluralVerb(verb: string): string {
  if (verb === 'is') return 'are';
  if (verb === 'was') return 'were';
  if (verb === 'has') return 'have';
  if (/(?:sh|ch|ss|x|z)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^su]s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

/** The facts with their opening "Our …" said as "We" when the hook already named it. */
export function withSubjectAsWe(hook: string, facts: string, subject: string): string {
  if (!/^our\s/i.test(subject)) return facts;
  const opening = `${subject.charAt(0).toUpperCase()}${subject.slice(1)} `;
  if (!hook.toLowerCase().includes(subject.toLowerCase()) || !facts.startsWith(opening)) return facts;
  const rest = facts.slice(opening.length);
  // "Our coffee subscription now ships to Canada": a word saying when stands before the verb that agrees.
  const adverb = /^(\p{Ll}+) /u.exec(rest)?.[1] ?? '';
  const lead = ADVERBS_BEFORE_VERBS.has(adverb) ? `${adverb} ` : '';
  const verb = /^\p{Ll}+/u.exec(rest.slice(lead.length))?.[0] ?? '';
  // "Our bakery Crumbs in Leeds is closed": a place or a time between the subject and its verb belongs to the
  // subject, and "We in Leeds is closed" reads as nonsense; the sentence stays as it is.
  if (!verb || PREPOSITIONS.has(verb)) return facts;
  return `We ${lead}${pluralVerb(verb)}${rest.slice(lead.length + verb.length)}`;
}

/** Words that may stand between a subject and its verb: "now ships", "just hit", "finally reopens". */
const ADVERBS_BEFORE_VERBS = new Set([
  'now',
  'just',
  'finally',
  'officially',
  'also',
  'still',
  'already',
  'soon',
]);

/**
 * "Just out: our new app update. Our new app update adds dark mode…": a thing the hook has just named, opening
 * the next sentence again, is "it" (or "they") the second time, as a copywriter would write it.
 */
export function withSubjectAsIt(hook: string, facts: string, subject: string, plural: boolean): string {
  const opening = `${subject.charAt(0).toUpperCase()}${subject.slice(1)} `;
  if (!subject || !hook.toLowerCase().includes(subject.toLowerCase()) || !facts.startsWith(opening))
    return facts;
  const rest = facts.slice(opening.length);
  const verb = /^\p{Ll}+/u.exec(rest)?.[0] ?? '';
  // "Our new cafe in Leeds is now open": a place between the subject and its verb stays with the subject.
  if (PREPOSITIONS.has(verb)) return facts;
  if (!plural) return `It ${rest}`;
  return `They ${pluralVerb(verb)}${rest.slice(verb.length)}`;
}

/**
 * "Catch our founder Lena Hart on stage! Our founder Lena Hart will be speaking…": a person the hook has just
 * named in full is called by their first name the second time ("Lena will be speaking…").
 */
export function withPersonByFirstName(hook: string, facts: string, subject: string): string {
  const name = /(\p{Lu}\p{Ll}+)(?: \p{Lu}[\p{Ll}'’-]+)+$/u.exec(subject);
  if (!name || name.index === 0) return facts;
  const opening = `${subject.charAt(0).toUpperCase()}${subject.slice(1)} `;
  if (!hook.toLowerCase().includes(subject.toLowerCase()) || !facts.startsWith(opening)) return facts;
  return `${name[1]} ${facts.slice(opening.length)}`;
}

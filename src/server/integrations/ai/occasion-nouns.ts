/**
 * Heads of noun phrases that name an occasion people come to ("workshop", "quiz", "tours"). Both the reading of
 * a request and the reading of its offer need them: something free that is an occasion ("a free workshop") is
 * free entry, named with the occasion, not a free item handed out.
 */
/** Races, which are run by those who take part ("I'm running the London Marathon"), not by a host. */
const RACES = 'marathon half-marathon race 5k 10k parkrun triathlon ultra';
export const isRace = (head: string) => RACES.split(' ').includes(head);

/**
 * "road closure", "planned power outage": a disruption a notice tells people about, named as a thing; it is no
 * closed business.
 */
export const isDisruptionHead = (head: string) =>
  /^(?:closures?|roadworks|works|diversions?|outages?|maintenance|disruptions?)$/.test(head);

const EVENT_NOUNS = new Set(
  `market markets fair festival party workshop workshops class classes lesson lessons session sessions meetup
  meet-up tasting talk talks webinar concert show exhibition tour run race brunch dinner night course masterclass
  retreat camp match game screening gathering meeting conference summit hackathon gig quiz swap drive cleanup
  fundraiser auction tournament parade ceremony roundtable panel seminar lecture popup pop-up
  rehearsal picking hour day fete fête breakfast signing reading recital showcase premiere gala q&a ama livestream
  stream demo demos demonstration play musical nativity pantomime panto performance production
  clean-up get-together sing-along bake-off event events evening evenings social challenge grotto storytime
  story-time singalong switch-on walkathon ${RACES}`.split(/\s+/),
);

/** "tours" as well as "tour": an occasion named in the plural is still one people come to. */
export const isEventNoun = (head: string) =>
  EVENT_NOUNS.has(head) || EVENT_NOUNS.has(head.replace(/e?s$/, ''));

/**
 * "our charity bake sale", "a car boot sale": sales people come to, with stalls, are occasions; "sale" alone is a
 * discount.
 */
const EVENT_SALES =
  /\b(?:bake|cake|jumble|yard|garage|rummage|car boot|boot|plant|book|sample|warehouse|craft|vintage) sales?$/i;

/** True when a noun phrase names an occasion by more than its head: "charity bake sale", "pick-your-own strawberries". */
// So is "live flamenco", "live jazz": music played live is a performance to come to.
// So is a season of a name's work: "Studio Ghibli season", "our Hitchcock season".
export const isEventPhrase = (text: string) =>
  EVENT_SALES.test(text) ||
  /(?:^|\s)\p{Lu}[\p{L}'’-]* season$/u.test(text) ||
  /^pick-your-own\b/i.test(text) ||
  /^couch-to-5k$/i.test(text) ||
  // "bring-a-friend week", "crate-digging night": a stretch of time named by a hyphenated kind is an occasion.
  /(?:^|\s)\p{L}+(?:-\p{L}+)+ (?:week|weekend|night|day)$/iu.test(text) ||
  /^live (?:music|jazz|flamenco|blues|folk|acoustic|band|bands|djs?|comedy|theatre|sport|football|rugby)$/i.test(
    text,
  );

/**
 * "homework club", "Spanish conversation club": a club is joined and met at, as an occasion is come to, so
 * something free or new that is a club is no item handed out or launched. It is not an occasion noun, as a named
 * club ("the Westside Running Club") is the organisation itself.
 */
export const isGatheringNoun = (head: string) => isEventNoun(head) || /^clubs?$/.test(head);

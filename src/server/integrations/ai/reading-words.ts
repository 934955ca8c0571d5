/**
 * "won", "launches", "opens", "new", "sale", "with", "hosting": the words by which a request's reading tells news
 * from a launch, an occasion that starts from one that is hosted, and the subject from what comes with it. Several
 * parts of the reading weigh the same words, so each list is kept once, here, and a word added to it is heard by
 * all of them alike.
 */
import { wordSet } from './tagged-words';

/** Verbs that make a clause news: "won", "raised", "hits". */
export const NEWS_VERBS = wordSet(
  `won win wins raised raise raises raising closed closes closing secured secures securing hit hits reached
  reaches passed passes signed signs joined joins partnered named turned turns celebrated completed finished
  earned earns landed lands became becomes reaching winning signing landing earning retires retired retiring
  expanding expands expanded finishing completing graduating graduated passing qualifying qualified becoming
  finds found shows showed reveals revealed performed competed appeared exhibited featured spoke sang danced`,
);

/** Nouns whose subject takes what follows them: "our partnership with Patagonia on recycled packaging". */
export const RELATIONAL_NOUNS = wordSet(
  `partnership partnerships merger collaboration collab interview conversation chat webinar talk workshop course podcast guide
  report study survey ebook whitepaper paper roundtable panel seminar lecture masterclass`,
);
/** Verbs by which an occasion starts: "strawberry picking opens this Saturday". */
export const OPENING_VERBS = wordSet('opens starts begins returns kicks launches');
/** Verbs that launch something: "Hopline is releasing a hazy IPA collab" is a launch, not news to celebrate. */
export const LAUNCH_VERBS = wordSet(
  `launches launched launching opens opened arrives arrived released releases releasing drops dropped dropping
  returns lands landed unveils unveiled unveiling introduces introducing debuts debuting adding`,
);

export const SALE_NOUNS = wordSet(
  'sale sales deal deals discount discounts clearance offer offers promo promotion special specials',
);

export const AGE_WORDS = wordSet('new brand-new latest newest all-new');

/** Words that bring in what comes with the subject: "with oat latte specials", "featuring Sally Rooney". */
export const EXTRA_LINKS = wordSet('with featuring including plus');

/**
 * Verbs by which a business puts on an occasion: "is hosting", "hosts", "will host". "running", "holding" and
 * "organising" put one on too when what follows is an occasion ("is running a free tax webinar"); before
 * anything else ("running a café") they say nothing of the kind, and the occasion noun decides.
 */
export const HOSTING = wordSet(
  'hosting hosts host throwing throws presents presenting running runs holding holds organising organises organizing organizes',
);

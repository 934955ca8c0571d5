/**
 * Topic and keyword extraction for the offline engine: no language model, so the content words of a request
 * are found by dropping function words, request verbs and vague adjectives.
 */

const FUNCTION_WORDS = `a about above after again against all also am an and any are as at be because been before
being below between both but by can could did do does doing down during each few for from further had has have
having he her here hers herself him himself his how i if in into is it its itself just let me more most my myself
no nor not of off on once only or other our ours ourselves out over own same she should so some such than that the
their theirs them themselves then there these they this those through to too under until up very was we were what
when where which while who whom why will with would you your yours yourself yourselves us via per within without
upon onto across along among around behind beside besides beyond like near since toward towards unlike versus vs
it's i'm we're we'll you're let's that's there's here's don't can't won't isn't aren't`;

/** Words that say what to produce, not what the post is about. */
const REQUEST_WORDS = `write create make generate give need want help please craft draft compose produce come
up suggest caption captions post posts posting hashtag hashtags content social media platform platforms engaging
catchy fun funny cool awesome amazing great good best nice perfect short long quick simple creative unique
different new latest some something anything thing things stuff way ways really super just today tonight tomorrow
yesterday now soon get got getting use using announce announcing share sharing promote promoting promotion
describe describing talk talking tell telling showcase showcasing highlight highlighting feature featuring one two
three four five six seven eight nine ten variation variations version versions option options idea ideas
video videos photo photos picture pictures pic pics clip clips image images shot shots carousel launching
launched launches`;

/** Platform names and their keyword spellings (as `detectPlatform` reads them) are never a post's topic. */
const PLATFORM_WORDS = `instagram insta ig facebook fb twitter tweet tweets x linkedin tiktok tik tok reel reels
story stories`;

const toSet = (words: string) => new Set(words.split(/\s+/).filter(Boolean));
const STOP_WORDS = new Set([...toSet(FUNCTION_WORDS), ...toSet(REQUEST_WORDS), ...toSet(PLATFORM_WORDS)]);
/** Short words that may sit inside a topic phrase ("sunset at the beach"). */
const CONNECTORS = toSet('of at in on for and with the a & to from by');
/** Longer "words" are usually pasted links or noise, and make unreadable hashtags. */
const MAX_KEYWORD_LENGTH = 24;
const MAX_TOPIC_KEYWORDS = 3;

type Token = { text: string; lower: string; start: number; end: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}&][\p{L}\p{N}'’-]*/gu)) {
    const word = match[0].replace(/['’-]+$/, '');
    const start = match.index;
    tokens.push({
      text: word,
      lower: word.toLowerCase().replace(/’/g, "'"),
      start,
      end: start + word.length,
    });
  }
  return tokens;
}

function isKeyword(token: Token, extraStopWords: ReadonlySet<string>): boolean {
  const { text, lower } = token;
  if (STOP_WORDS.has(lower) || extraStopWords.has(lower)) return false;
  if (/^[\p{N}'’-]+$/u.test(text) || text.length > MAX_KEYWORD_LENGTH) return false;
  if (/^(?:https?|www)$/i.test(text)) return false;
  // Two-letter acronyms such as "AI" or "UX" carry meaning; other short words rarely do.
  return text.length >= 3 || /^\p{Lu}{2}$/u.test(text);
}

export type Keywords = {
  /** The first content phrase of the text, as written ("coffee shop opening"); empty when there is none. */
  topic: string;
  /** Content words in order of appearance, deduplicated case-insensitively. */
  keywords: string[];
};

export function extractKeywords(text: string, options: { extraStopWords?: Iterable<string> } = {}): Keywords {
  const extra = new Set([...(options.extraStopWords ?? [])].map((word) => word.toLowerCase()));
  const tokens = tokenize(text);
  const flags = tokens.map((token) => isKeyword(token, extra));
  const keywords: string[] = [];
  const seen = new Set<string>();
  tokens.forEach((token, index) => {
    if (!flags[index] || seen.has(token.lower)) return;
    seen.add(token.lower);
    keywords.push(token.text);
  });

  let topic = '';
  const first = flags.indexOf(true);
  if (first >= 0) {
    let last = first;
    let count = 1;
    for (let index = first + 1; index < tokens.length && count < MAX_TOPIC_KEYWORDS; index++) {
      const token = tokens[index]!;
      if (flags[index]) {
        last = index;
        count++;
      } else if (!CONNECTORS.has(token.lower) || index - last > 2) {
        break;
      }
    }
    const start = tokens[first]!.start;
    const end = tokens[last]!.end;
    topic = text.slice(start, end).replace(/\s+/g, ' ');
  }
  return { topic, keywords };
}

function capitalise(word: string): string {
  // Acronyms ("AI") and brand casing ("TypeScript", "iPhone") are kept; shouted words are normalised so
  // "COFFEE" and "coffee" make the same tag.
  const rest = word.slice(1);
  const isAcronym = /^\p{Lu}{2,5}$/u.test(word);
  const isMixedCase = /\p{Lu}/u.test(rest) && /\p{Ll}/u.test(word);
  return word.charAt(0).toUpperCase() + (isAcronym || isMixedCase ? rest : rest.toLowerCase());
}

/** "plant-based coffee" → "#PlantBasedCoffee": hashtags hold only letters and digits. */
export function toHashtag(phrase: string): string {
  const words = phrase
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !CONNECTORS.has(word.toLowerCase()))
    .map(capitalise);
  return `#${words.join('')}`;
}

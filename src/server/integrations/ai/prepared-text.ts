/**
 * A request made ready for the tagger: emoji, links and a linking "being" blanked, the quotes around a title
 * dropped, and words shouted in capitals put in lower case. The text keeps its length, so a position in the
 * prepared text is a position in the text as typed.
 */
/**
 * Emoji carry no words; they are blanked (not removed) so every offset still points into the original text.
 * A flag ("🇮🇪") is a pair of regional letters.
 */
const EMOJI =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}|\u{20E3}/gu;
/**
 * "our taco truck La Chispa 🌮 $3 street tacos": emoji between words part two pieces of a request as a comma
 * would; left blank, the pieces run together into one phrase ("La Chispa $3 street tacos").
 */
const EMOJI_BETWEEN_WORDS = new RegExp(
  `(?<=[\\p{L}\\p{N}][ \\t]*)(?:${EMOJI.source})+(?=[ \\t]*[\\p{L}\\p{N}$£€¥])`,
  'gu',
);
/** "Scaling SaaS in Europe": a title in quotes, a few words long. */
export const QUOTED = /["“][^"“”.!?]{2,60}["”]/g;
const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
/**
 * "our food truck being at the farmers market": "being" between an owned or named thing and where it is only
 * links the two, as it would in "our food truck at the farmers market"; the tagger reads it as a noun ("a human
 * being") and joins it to the thing's name. It is blanked, so the thing is read with its place.
 */
const BEING_SOMEWHERE =
  /(?<=\b(?:our|my|the|their|his|her) (?:[\p{L}'’-]+ ){0,3}[\p{L}'’-]+ )(?<!\b(?:human|living) )being(?= (?:at|in|on|outside|inside|back)\b)/giu;
/** A request typed in capitals is read in lower case: a tagger takes capitalised words for names. */
const SHOUTED_SHARE = 0.7;
const SHOUTED_MIN_LETTERS = 8;

/** Mostly capitals: "INSTAGRAM POST FOR OUR HALLOWEEN SALE". */
export function isShouted(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const capitals = text.match(/\p{Lu}/gu) ?? [];
  return letters.length >= SHOUTED_MIN_LETTERS && capitals.length / letters.length > SHOUTED_SHARE;
}

/**
 * "FLASH SALE on all vinyl records": two or more words in capitals side by side, in a request typed otherwise in
 * lower case, are shouted for emphasis, not an acronym ("IPA", "GDPR") or a code ("SPIN25"), which stand alone or
 * hold digits. They are read in lower case like a request typed all in capitals.
 */
const SHOUTED_RUN = /(?<![\p{L}\p{N}])\p{Lu}{3,}(?:[ \t]+\p{Lu}{3,})+(?![\p{L}\p{N}])/gu;

/** True when the text holds words in capitals to be read in lower case. */
export function hasShoutedWords(text: string): boolean {
  return isShouted(text) || new RegExp(SHOUTED_RUN.source, 'u').test(text);
}

/** Where `prepareText` puts a comma for emoji between words: positions in the text as typed. */
export function emojiPartings(text: string): number[] {
  return [...text.matchAll(EMOJI_BETWEEN_WORDS)].map((match) => match.index);
}

/** Same length as the text, so positions in one are positions in the other. */
const PICK_YOUR_OWN = /(?<=^|[:,;.!]\s*)pick your own\b/gi;

export function prepareText(text: string): string {
  let prepared = text
    .replace(EMOJI_BETWEEN_WORDS, (match) => `,${' '.repeat(match.length - 1)}`)
    .replace(EMOJI, (match) => ' '.repeat(match.length))
    .replace(LINK, (match) => ' '.repeat(match.length))
    .replace(BEING_SOMEWHERE, (match) => ' '.repeat(match.length))
    // A quoted title is read as a name (see `TaggedText`); its quotes would cut the phrase it belongs to.
    .replace(QUOTED, (match) => ` ${match.slice(1, -1)} `)
    // "…: pick your own strawberries from this weekend": opening a piece, the words name the picking, as
    // "pick-your-own" does; after "come and" they stay a request to pick.
    .replace(PICK_YOUR_OWN, (match) => match.replace(/ /g, '-'))
    // "couch to 5k": the running programme's name is one thing, joined as its spelling "couch-to-5k" is.
    .replace(/\bcouch to 5k\b/gi, (name) => name.replace(/ /g, '-'))
    // "all you can eat sushi": the offer describes the food, as "all-you-can-eat" spelled so does.
    .replace(/\ball you can (?:eat|drink)\b/gi, (name) => name.replace(/ /g, '-'))
    // "a time-lapse of our mural": one word for the clip, as "timelapse" is; the space keeps every offset.
    .replace(/\b(time)-(lapse)\b/gi, '$1$2 ');
  if (isShouted(prepared)) {
    // Codes such as COZY30 keep their capitals.
    prepared = prepared.replace(/[\p{L}\p{N}]+/gu, (word) => {
      const lower = word.toLowerCase();
      return /\p{N}/u.test(word) || lower.length !== word.length ? word : lower;
    });
  } else {
    prepared = prepared
      .replace(SHOUTED_RUN, (run) => run.toLowerCase())
      .replace(SHOUTED_WORD, (word) => word.toLowerCase());
  }
  return prepared;
}

/**
 * "birria tacos are BACK this friday": a common word of emphasis shouted alone is read as the word; no acronym is
 * spelled so.
 */
const SHOUTED_WORD =
  /(?<![\p{L}\p{N}])(?:BACK|FREE|NEW|NOW|TODAY|TONIGHT|ONLY|OPEN|SALE|OFF|LAST|FINAL|HUGE|LIVE|HERE|SOON|SOLD|EVERYTHING)(?![\p{L}\p{N}])/gu;

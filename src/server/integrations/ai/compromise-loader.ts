/**
 * compromise, the part-of-speech tagger the offline engine reads requests with, and its dates plugin. They are
 * loaded on the offline engine's first request, not at start-up: their lexicons cost memory and start-up time that
 * a server with a configured model, or an idle one, never needs back.
 */
import type compromise from 'compromise';
import { LEXICON_CORRECTIONS } from './lexicon-corrections';

export type Nlp = typeof compromise;

/** The tagger's word list: each known word with its tag, or its tags. */
export type Lexicon = Readonly<Record<string, string | string[] | undefined>>;

/** The words the tagger knows, for rules that ask whether it knows a word and as what ("reduce" as a verb). */
export const lexiconOf = (nlp: Nlp): Lexicon =>
  (nlp.world() as { model: { one: { lexicon: Lexicon } } }).model.one.lexicon;

let loading: Promise<Nlp> | undefined;

/** The tagger with the dates plugin and our corrections to its lexicon, imported once and shared; a failed import is tried again next time. */
export function loadNlp(): Promise<Nlp> {
  loading ??= Promise.all([import('compromise'), import('compromise-dates')]).then(
    ([{ default: nlp }, { default: dates }]) => {
      nlp.plugin(dates);
      nlp.addWords({ ...LEXICON_CORRECTIONS });
      return nlp;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

import type { Word } from './tagged-words';

/** True when the words from `at` are `parts` ("small business saturday"), with no break inside the run. */
export const isRunAt = (words: Word[], at: number, parts: readonly string[]) =>
  parts.every(
    (part, offset) =>
      words[at + offset]?.lower === part && (offset === parts.length - 1 || !words[at + offset]!.endsPhrase),
  );

/**
 * "our Cardiff beach clean-up", "a summer meet-up", "the check-in desk": a word joined by a hyphen to a particle
 * ("up", "in", "out", "off", "on", "down", "over") is one noun, made from a phrasal verb. The tagger reads the
 * particle as the verb's, so the phrase would end at "clean". The pair is a noun, or describes the noun after it
 * ("pop-up shop"), as a longer hyphen chain does.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const PARTICLES = new Set(['up', 'in', 'out', 'off', 'on', 'down', 'over', 'away', 'back']);

export function readHyphenatedParticles(words: Word[]): void {
  words.forEach((word, index) => {
    const particle = words[index + 1];
    if (!word.hyphenated || !particle || particle.hyphenated || !PARTICLES.has(particle.lower)) return;
    if (words[index - 1]?.hyphenated || !/^\p{L}+$/u.test(word.text)) return;
    const describes =
      !particle.endsPhrase && has(words[index + 2], 'Noun') && !has(words[index + 2], 'Pronoun');
    word.tags = new Set(['Adjective', 'Hyphenated']);
    particle.tags = describes
      ? new Set(['Adjective', 'Hyphenated'])
      : new Set(['Noun', 'Singular', 'Hyphenated']);
  });
}

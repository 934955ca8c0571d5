/**
 * Platforms a request may name. Beyond the ones captions are shaped for, the others ("a Pinterest pin", "a
 * YouTube video description") still only say where the post goes.
 */
import { wordSet, type Word } from './word-tags';

export const PLATFORM_WORDS = wordSet(
  `instagram insta ig facebook fb twitter x linkedin tiktok tik tok pinterest youtube yt snapchat reddit bluesky
  mastodon tumblr whatsapp`,
);

export const isPlatformWord = (word: Word | undefined) => !!word && PLATFORM_WORDS.has(word.lower);

import { expect } from 'vitest';
import { AiError } from './errors';

/** Test helpers shared by the engine's test files. */

export async function readAll(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

/**
 * True when the hashtag, without its #, splits into words of the set ("#CoffeeShop" from coffee and shop): a
 * hashtag the engine made up from nothing in the request fails.
 */
export function isSpelledFrom(hashtag: string, words: ReadonlySet<string>): boolean {
  const rest = hashtag.slice(1).toLowerCase();
  const canEnd = [true, ...Array<boolean>(rest.length).fill(false)];
  for (let end = 1; end <= rest.length; end++) {
    for (let start = 0; start < end && !canEnd[end]; start++) {
      canEnd[end] = canEnd[start]! && words.has(rest.slice(start, end));
    }
  }
  return canEnd[rest.length]!;
}

/** The AiError a promise rejects with (the test fails if it resolves or rejects with anything else). */
export async function failureOf(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

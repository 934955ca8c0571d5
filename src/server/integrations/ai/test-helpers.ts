import { expect } from 'vitest';
import { AiError } from './errors';

/** Test helpers shared by the engine's test files. */

export async function readAll(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
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

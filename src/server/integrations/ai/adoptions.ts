/**
 * "Bella the labrador is looking for her forever home": an animal looking for a home is told in the request's own
 * sentence, which the adoption post then asks readers to share; read for its subject alone, Bella was only
 * "introduced".
 */
import { sentenceOf } from './request-facts';
import type { RequestReading } from './request-reading-types';

const LOOKING_FOR_HOME =
  /\b(?:is|are) (?:looking for (?:his|her|their|a) (?:forever|new|loving) home|(?:up|ready) for adoption)\b/i;

/** The reading with the animal's search for a home as its statement; null when the request tells none. */
export function asAdoption(reading: RequestReading, description: string): RequestReading | null {
  const { subject } = reading;
  if (!subject || reading.statement || !LOOKING_FOR_HOME.test(description)) return null;
  const name = subject.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const told = new RegExp(`\\b${name}\\b[^,.!?;:]*?${LOOKING_FOR_HOME.source}[^,.!?;]*`, 'i').exec(
    description,
  );
  if (!told) return null;
  return { ...reading, statement: sentenceOf(told[0]) };
}

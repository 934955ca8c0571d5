/**
 * "caption for a customer review: "best sourdough in town" - thank you Emma!": a post that shares what a
 * customer said quotes it and thanks them. Read for a subject, the quote became goods to "check out" ("This is
 * your sign to check out best sourdough in town.") and its words a tag (#BestSourdoughTown).
 */
import type { RequestReading } from './request-reading-types';

/** Words for what customers say of a business, with whose words they are: "customer review". */
const REVIEW_WORDS = /\b(?:(?:customer|client|guest) )?(?:reviews?|testimonials?|feedback|kind words)\b/i;
/** Whom a review is from, before the quote: "from our client Northwind". */
const FROM_WHOM = /\bfrom ((?:our|my|a|one of our) [^:;,.!?"“]{2,60})/i;
/** A quote in straight or curly double quotes, as requests write one. */
const QUOTE = /["“]([^"”]{2,120})["”]/;

/** The reading of a post that shares a customer's words; null when the request shares none. */
export function asReview(reading: RequestReading, description: string): RequestReading | null {
  const named = REVIEW_WORDS.exec(description)?.[0];
  if (!named) return null;
  const quote = QUOTE.exec(description)?.[1]
    ?.trim()
    .replace(/[.!]+$/, '');
  if (!quote) return null;
  const quoted = quote.toLowerCase();
  // The quote's own words tag nothing; what the post is, a customer review, does, as the request names it.
  const tagPhrases = [
    named.toLowerCase(),
    ...reading.tagPhrases.filter((phrase) => !quoted.includes(phrase.toLowerCase())),
  ];
  // "a testimonial from our client Northwind": whom the words come from is said with them.
  const from = FROM_WHOM.exec(description.split(QUOTE)[0]!)?.[1]?.trim();
  const notes = from ? [`From ${from}.`, ...reading.notes] : reading.notes;
  return {
    ...reading,
    kind: 'general',
    notes,
    review: quote,
    subject: { text: `“${quote}”`, determiner: '', plural: false, isAgent: false },
    isNew: false,
    offer: null,
    tagPhrases: [...new Set(tagPhrases)],
  };
}

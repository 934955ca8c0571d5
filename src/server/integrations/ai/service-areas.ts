/**
 * "for our dog walking business in Bristol: now covering Clifton and Redland": where a service now goes is the
 * business's news, told in its voice ("We're now covering Clifton and Redland."). Read for a subject, the doing
 * itself ("covering Clifton and Redland") became a thing to "check out" and the business only where it is found.
 */
import { BUSINESS_HEADS } from './business-heads';
import type { RequestReading } from './request-reading-types';

const SERVING =
  /^(?:now )?(covering|serving|delivering to|delivering in|shipping to|operating in|visiting|coming to|available in)\s+(.+)$/i;

/** The reading as the business's update on where it now serves; null for any other request. */
export function asServiceArea(reading: RequestReading, description: string): RequestReading | null {
  const { subject } = reading;
  const serving = subject ? SERVING.exec(subject.text) : null;
  const business = /^(our|my) (.+)$/i.exec(reading.venue);
  if (!serving || !business || !BUSINESS_HEADS.test(business[2]!)) return null;
  const isNow = new RegExp(`\\bnow\\s+${serving[1]}`, 'i').test(description);
  return {
    ...reading,
    kind: 'news',
    subject: {
      text: business[2]!,
      determiner: business[1]!.toLowerCase(),
      plural: false,
      isAgent: true,
      isPerson: false,
    },
    venue: '',
    statement: `We're ${isNow ? 'now ' : ''}${serving[1]!.toLowerCase()} ${serving[2]}.`,
    isBusinessUpdate: true,
  };
}

/**
 * "caption for a customer photo of our linen dress in olive, thank you @sarahjwrites for sharing": a post that
 * reshares what a customer photographed is about the thing in the photo, shown off and thanked for. Read for a
 * subject, the photo became goods to launch ("Our customer photo of our linen dress is finally here.").
 */
import type { RequestReading } from './request-reading-types';

const PHOTO_OF =
  /^(?:customer|client|guest|fan|reader)(?:'s|s')? (?:photos?|pics?|pictures?|shots?|snaps?|selfies?|videos?) (?:of|with|wearing) (?:(our|my) )?(.+)$/i;
/** A colour the request gives the thing in, told apart: "Available in olive." */
const COLOUR_NOTE = /^Available in ([^.]+)\.$/;

/** The reading of a post that reshares a customer's photo; null when the request shares none. */
export function asCustomerPhoto(reading: RequestReading): RequestReading | null {
  const match = reading.subject ? PHOTO_OF.exec(reading.subject.text) : null;
  if (!match) return null;
  const colour = reading.notes.map((note) => COLOUR_NOTE.exec(note)?.[1]).find(Boolean);
  const text = colour ? `${match[2]} in ${colour}` : match[2]!;
  return {
    ...reading,
    kind: 'general',
    isNew: false,
    isCustomerPhoto: true,
    subject: { ...reading.subject!, text, determiner: match[1]?.toLowerCase() ?? 'the' },
    notes: reading.notes.filter((note) => !COLOUR_NOTE.test(note)),
  };
}

/**
 * "TikTok for my nail salon showing chrome nails", "post for our gym featuring our new rowing machines": a post
 * made for the poster's business that shows something is about what it shows, set at the business. Said with a
 * colon ("for my nail salon: chrome nails"), the business is read as where and what follows as the subject, as a
 * request written that way is; left as one phrase, "nail salon showing chrome nails" would be the subject. How
 * the business works ("showing how we shape croissants") is shown at it: "showing how we shape croissants at our
 * bakery".
 */
import { BUSINESS_HEAD_PATTERN } from './business-heads';

const SHOWN_BY_BUSINESS = new RegExp(
  String.raw`\bfor ((?:our|my) (?:[\p{L}'’&-]+ ){0,4}?${BUSINESS_HEAD_PATTERN}) (showing|featuring|showcasing) (?!off\b)(how\b[^,.;:!?]*)?`,
  'giu',
);

/** The request with what a business's post shows set off after a colon, or its way of working shown at it. */
export function withShownAfterBusiness(description: string): string {
  return description.replace(SHOWN_BY_BUSINESS, (whole, business: string, verb: string, how?: string) =>
    how ? `${verb} ${how} at ${business}` : `for ${business}: `,
  );
}

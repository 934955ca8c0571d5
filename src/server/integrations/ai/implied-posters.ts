/**
 * "for my nail salon: now taking bookings for gel extensions": a headline of what the poster now takes leaves
 * out who takes them. Read as written, "now taking bookings" had no one to do it and its words scattered
 * ("Sale alert at taking bookings"); with the poster put back ("I'm now taking bookings…") it reads as the
 * poster's own news, as "we're now taking bookings" always has.
 */

/** What a business takes from now on, after "now taking" or "now accepting". */
// "now booking 2027 dates", "now booking for spring": so is what the poster now books.
const TAKEN_NOW =
  /(^|[:;,.!?]\s*)(now (?:(?:taking|accepting) (?:bookings|orders|pre-?orders|enquiries|inquiries|applications|commissions|reservations|appointments|new (?:\p{Lu}{2,5} )?(?:clients|patients|members|students|customers))|booking (?:for |in )?(?:\d{4}|next year|spring|summer|autumn|fall|winter|weddings|new clients))\b)/giu;

/** "for our dental practice: now offering Invisalign": what the poster offers from now on, said as a headline. */
// "now stocked in 50 Waitrose stores": so is where the poster's goods are now sold.
const OFFERED_NOW =
  /(^|[:;,.!?]\s*)(now (?:offering|selling|stocking|serving|doing|providing|stocked in|stocked at|available in) (?=\S))/giu;

/** The request with the poster said before a headline of what they now take or offer. */
export function withPosterBeforeHeadline(description: string): string {
  const isOne = /\b(?:my|I|I'm|me)\b/.test(description) && !/\b(?:we|we're|our|us)\b/i.test(description);
  const said = (_: string, lead: string, headline: string) => `${lead}${isOne ? "I'm" : "we're"} ${headline}`;
  return description.replace(TAKEN_NOW, said).replace(OFFERED_NOW, said);
}

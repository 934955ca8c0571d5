/**
 * "asking our community for donations of warm coats for the winter shelter": a post that asks people for
 * donations of something is the poster collecting it, told as "we're collecting warm coats for the winter
 * shelter". Read as written, the people asked became the subject ("our community") and the donations their
 * audience.
 */
const DONATIONS_ASKED =
  /\b(?:asking|appealing to|calling on) (?:(?:our|the|my|all|local) )?(?:[\p{L}-]+ ){0,2}?(?:for|to (?:donate|give)) (?:donations of )?(?=\S)/iu;
const APPEAL = /\b(?:appealing|asking|calling) for donations of (?=\S)/iu;

/** The request with an ask for donations said as the poster's collection. */
export function withDonationsAsCollection(description: string): string {
  const isOne = /\b(?:my|I|I'm|me)\b/.test(description) && !/\b(?:we|we're|our|us)\b/i.test(description);
  const collecting = `${isOne ? "I'm" : "we're"} collecting `;
  if (APPEAL.test(description)) return description.replace(APPEAL, collecting);
  const match = DONATIONS_ASKED.exec(description);
  if (!match || !/donat/i.test(match[0])) return description;
  return description.replace(DONATIONS_ASKED, collecting);
}

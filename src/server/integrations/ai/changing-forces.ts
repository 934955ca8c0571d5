/**
 * "How is AI changing the graphic design industry?": a question about what a force does to a market is asked of
 * that market, the force being its trend. Read as written, the force (AI) became the market and the industry it
 * changes was lost.
 */
const CHANGING =
  /^how (is|are|will|could|might|can|has|have|do|does) (.+?) (?:changing|transforming|disrupting|reshaping|affecting|impacting|shaping|changed|transformed|disrupted|affected|impacted|shaped|change|transform|disrupt|reshape|affect|impact|shape) (.+?)\s*\?*$/i;

/** The force and the market it changes, or null when the question asks nothing of the kind. */
export function readChangingForce(
  question: string,
): { force: string; isPlural: boolean; market: string } | null {
  const match = CHANGING.exec(question.trim());
  if (!match) return null;
  const [, helper, force, market] = match;
  // "How is it changing…", "How are things changing…": a word with no name of its own is no force.
  if (/^(?:it|this|that|things|everything|they)$/i.test(force!)) return null;
  // "How are rising interest rates impacting…": the question's own verb says how many forces there are.
  return { force: force!, isPlural: /^(?:are|have|do)$/i.test(helper!), market: market! };
}

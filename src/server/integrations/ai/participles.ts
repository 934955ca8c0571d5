/**
 * "we just published our 2026 sustainability report, cutting emissions by 40%": a piece that opens on a verb's
 * "-ing" form and follows the news goes on the news's sentence, as the request writes it.
 */

/** The news's sentence with the piece after it that tells what it did: "…report, cutting emissions by 40%." */
export function withParticiple(statement: string, participle: { text: string } | undefined): string {
  if (!participle || !/\.$/.test(statement)) return statement;
  const told = participle.text.replace(/[.!]$/, '');
  return `${statement.slice(0, -1)}, ${told.charAt(0).toLowerCase()}${told.slice(1)}.`;
}

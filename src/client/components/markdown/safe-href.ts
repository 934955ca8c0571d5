/** The only URL schemes a link may use. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

export function safeHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : undefined;
  } catch {
    // Relative or malformed: there is no base that makes sense for model output.
    return undefined;
  }
}

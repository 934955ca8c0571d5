/**
 * Request bodies no well-behaved client sends. `JSON.stringify` escapes a lone surrogate as `\ud800`, which
 * `JSON.parse` on the server turns back into the lone surrogate; but a test cannot put one into a JS string
 * and be sure it survives every helper, so bodies carry these markers and `rawJson` writes the escapes by hand.
 */
export const LONE_HIGH_SURROGATE = 'LONE-HIGH-SURROGATE';
export const LONE_LOW_SURROGATE = 'LONE-LOW-SURROGATE';

/** JSON text of `value`, with the markers above written as the raw escapes `\ud800` and `\udc00`. */
export function rawJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll(LONE_HIGH_SURROGATE, '\\ud800')
    .replaceAll(LONE_LOW_SURROGATE, '\\udc00');
}

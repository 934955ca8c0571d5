/**
 * The rule every user-typed text follows before it is used or stored: it must be text PostgreSQL can keep and
 * UTF-8 can encode. PostgreSQL refuses U+0000 in `text` ("invalid byte sequence for encoding UTF8: 0x00"), and a
 * lone UTF-16 surrogate has no UTF-8 form at all (it would be silently turned into U+FFFD, so what is stored
 * or hashed would differ from what was typed). Refusing both at the edge means such a value never costs
 * credits, never reaches the database and is never answered with a 500.
 */
import * as z from 'zod/mini';
import { TEXT_MESSAGES } from './messages';

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` is well-formed text without U+0000, i.e. PostgreSQL can store it exactly as given. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The zod check for one text field, named in plain words ("description", "company name") so the message says
 * which field to fix. It aborts the field's later checks: "too short" or "not an email" would only confuse
 * when the real problem is an invisible character.
 */
export function storableText(field: string, message: string = TEXT_MESSAGES.unsavable(field)) {
  return z.refine<string>(isStorableText, { message, abort: true });
}

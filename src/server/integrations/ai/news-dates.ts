/**
 * "last month", "this Friday night", "this month": whether a date is gone, still ahead, or a span we are in decides
 * whether a verb in the past form tells news that is done or only where and how the subject will be.
 */
import type { When } from './request-facts';

/** Dates already past: "last month", "two weeks ago", "yesterday". */
export const isPastDate = (when: When | null) =>
  !!when && /\b(?:last|ago|yesterday|earlier)\b/i.test(when.text);
/**
 * "our taco truck parked at Granville Island this Friday night": a verb in the past form before a date still
 * ahead says where or how the subject will be (a participle), not what happened; the post is not news.
 */
export const isComingDate = (when: When | null) =>
  !!when && !isCurrentSpan(when) && /\b(?:this|next|tomorrow|tonight|coming|upcoming)\b/i.test(when.text);
/**
 * "opened a new office … this month": a span we are in ("this week", "this month", "this year") holds the past
 * as well as what is ahead, so a verb in the past form before it tells what is done.
 */
export const isCurrentSpan = (when: When | null) =>
  !!when && /^(?:in |during )?this (?:week|month|year|quarter)$/i.test(when.text.trim());

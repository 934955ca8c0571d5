/**
 * "our bakery is 10 today!": a business that "is" a count of years on a day is having its birthday, as "turns
 * 10 today" says; read as written, the count was only a state ("Good news from our bakery. Our bakery is 10
 * today.") and nothing was celebrated. The request is read with "turns" in place of the "is".
 */

/** "our bakery is 10 today", "my shop is 5 this week", "our café is 3 years old today", "is turning 5". */
const IS_COUNT =
  /\b((?:our|my) (?:[\p{L}&'’-]+ ){0,3}[\p{L}'’-]+) is (?:turning )?(\d{1,3})( years? old)?(?= today| this (?:week|weekend|month|year|(?:mon|tues|wednes|thurs|fri|satur|sun)day)| on | tomorrow|\s*[!.,]|\s*$)/giu;

/** The request with "is 10 today" of the poster's business said as "turns 10 today". */
export function withBirthdaySaidAsTurning(description: string): string {
  return description.replace(
    IS_COUNT,
    (_, owner: string, count: string, old = '') => `${owner} turns ${count}${old}`,
  );
}

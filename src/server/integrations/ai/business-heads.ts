/** Words for a business, which speaks as "we": "our bakery", "our design agency Northlight". */
export const BUSINESS_HEADS =
  /\b(?:shop|store|boutique|cafe|café|coffee house|bakery|deli|bar|pub|inn|restaurant|bistro|diner|kitchen|salon|barbers?|barbershop|studio|gym|gallery|florist|bookshop|bookstore|brewery|distillery|winery|roastery|taproom|agency|firm|company|business|startup|practice|clinic|surgery|school|academy|nursery|charity|foundation|team|club|choir|band|farm|market|truck|van|stall|chippy|hotel|b&b|venue|centre|center|library|museum|theatre|theater|cinema|co-op|collective|brand|label|consultancy|parlour|parlor|spa|garage|workshop|pharmacy|hall|car wash|launderette|laundrette|dry cleaners?)$/i;

/** "our bakery", "my salon": a subject that is the poster's own business, which speaks as "we". */
export const isOwnBusiness = (subject: { determiner: string; text: string } | null | undefined) =>
  !!subject && /^(?:our|my)$/.test(subject.determiner) && BUSINESS_HEADS.test(subject.text);

/** The business words as a pattern to build others with: "(?:shop|store|…)". */
export const BUSINESS_HEAD_PATTERN = BUSINESS_HEADS.source.replace(/^\\b/, '').replace(/\$$/, '');

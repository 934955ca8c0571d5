/**
 * "the handmade jewellery market on Etsy", "selling candles on Amazon": a marketplace the question puts the
 * market on is where it is sold, kept like a place in every search query and in the brief. Named platforms
 * only: "on Instagram" asks how a business markets itself, which the question's channels angle covers.
 */

/** Marketplaces as they are written, longest names first so that "Facebook Marketplace" wins over a shorter one. */
const MARKETPLACES = [
  'Not On The High Street',
  'Facebook Marketplace',
  'Walmart Marketplace',
  'Amazon Handmade',
  'Mercado Libre',
  'TikTok Shop',
  'Google Play',
  'App Store',
  'Uber Eats',
  'Kickstarter',
  'Deliveroo',
  'Poshmark',
  'DoorDash',
  'Flipkart',
  'Just Eat',
  'Takealot',
  'Etsy',
  'Amazon',
  'eBay',
  'Depop',
  'Vinted',
  'Mercari',
  'Rakuten',
  'Zalando',
  'Airbnb',
  'Steam',
].sort((a, b) => b.length - a.length);

const escape = (name: string) => name.replace(/ /g, '\\s+');
const ON_MARKETPLACE = new RegExp(
  `\\b(?:on|through|via) (?:the )?(${MARKETPLACES.map(escape).join('|')})(?![\\w-])`,
  'i',
);

/** The marketplace the question sells on, as the list writes it ("Etsy"), or empty. */
export function readMarketplace(question: string): string {
  const found = ON_MARKETPLACE.exec(question)?.[1];
  if (!found) return '';
  const key = found.replace(/\s+/g, ' ').toLowerCase();
  return MARKETPLACES.find((name) => name.toLowerCase() === key) ?? found;
}

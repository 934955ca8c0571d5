/**
 * Market research without a language model or live data: an honest brief that frames the question and says
 * what to find out and how, in the report's six sections. It states no findings, so it cannot state false ones.
 */
import { classifyComplexity } from '@shared/credits';
import { RESEARCH_QUERIES_KEPT, RESEARCH_SECTIONS, type ResearchSection } from '@shared/platforms';
import type { QuestionReading, ResearchAngle } from './question-reading';
import type { WebSource } from './types';

export const OFFLINE_RESEARCH_NOTICE =
  'This brief comes from the offline engine: no AI model or live data was used, so it contains no findings, ' +
  'figures or sources, only a plan for answering your question.';
export const OFFLINE_RESEARCH_NOTICE_WITH_SOURCES =
  'This brief comes from the offline engine: no AI model was used. The web sources listed below were found ' +
  'for your question but have not been read or analysed, so the brief contains no findings or figures.';

type Query = (base: string, reading: QuestionReading) => string;

/** Audiences that are businesses rather than consumers: "small law firms", "delivery companies". */
const BUSINESS_BUYERS = /\b(?:businesses|companies|firms|startups|agencies|teams|brands|retailers|studios)$/i;

/** One search query per angle; every query names the market and its place. */
const QUERIES: Record<ResearchAngle, Query> = {
  size: (base) => `${base} market size and growth`,
  // A rival the question names is searched for by name: "independent bookshops UK Amazon competitors".
  competitors: (base, { rival }) => `${base}${rival ? ` ${rival}` : ''} competitors and market share`,
  // Businesses buy as businesses: "delivery companies" have needs and buying processes, not consumer tastes.
  customers: (base, { audience, audienceIsTrade }) =>
    !audience
      ? `${base} customer demographics and buying habits`
      : audienceIsTrade || BUSINESS_BUYERS.test(audience)
        ? `${base} ${audience} needs and buying process`
        : `${base} ${audience} consumer preferences and buying habits`,
  // "How is AI changing…": the force is searched for with the market it changes.
  trends: (base, { force }) =>
    force ? `${base} ${force} impact and outlook` : `${base} consumer trends and outlook`,
  risks: (base) => `${base} risks and challenges`,
  opportunities: (base) => `${base} growth opportunities`,
  // What the market charges for is searched for by name: "gyms Austin personal training packages prices".
  pricing: (base, { priced }) => `${base}${priced ? ` ${priced}` : ''} prices and margins`,
  channels: (base) => `${base} sales and marketing channels`,
  regulation: (base) => `${base} regulation and compliance`,
  exports: (base) => `${base} export markets and international sales`,
};
const DEFAULT_ANGLES: ResearchAngle[] = ['size', 'competitors', 'customers'];

/**
 * Three queries: the angles the question stresses first, in its order, then market size, competitors and
 * customers. A question about an audience always gets a query about that audience.
 */
export function offlineSearchQueries(reading: QuestionReading): string[] {
  const base = [reading.subject, reading.place.replace(/^the /, ''), reading.marketplace, reading.year]
    .filter(Boolean)
    .join(' ');
  const angles = [...new Set([...reading.angles, ...DEFAULT_ANGLES])].slice(0, RESEARCH_QUERIES_KEPT);
  if (reading.audience && !angles.includes('customers')) angles[angles.length - 1] = 'customers';
  return angles.map((angle) => QUERIES[angle](base, reading).trim());
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'unknown site';
  }
};

/** What to look at for each angle a question stresses; a plan, never a finding. */
const ANGLE_PLANS: Partial<Record<ResearchAngle, (subject: string) => string>> = {
  risks: (subject) =>
    `- The main risks for ${subject}: costs and supply, regulation, competition and shifts in demand.`,
  opportunities: (subject) =>
    `- Where ${subject} can still grow: underserved customers, regions, occasions and price points.`,
  pricing: (subject) => `- Prices for ${subject} today, and what customers are willing to pay.`,
  // The subject may be a product or the businesses selling one ("indie game studios"): the plan fits both.
  channels: (subject) =>
    `- Which sales and marketing channels work for ${subject}: online, in shops, through resellers or direct.`,
  regulation: (subject) => `- Which rules apply to ${subject}, and what is about to change.`,
  exports: (subject) =>
    `- Export markets for ${subject}: which countries buy, through which importers or channels, at what cost.`,
};

/** What to learn about the audience; a market of spending ("pocket money spending") is not chosen but spent. */
function audienceLine(audience: string, market: string): string {
  return /\bspending$/.test(market)
    ? `- What ${audience} spend on, what matters to them, and where they buy.`
    : `- What matters to ${audience} when they choose ${market}, and where they buy.`;
}

export function offlineResearchBrief(
  reading: QuestionReading,
  input: { question: string; queries: string[]; sources: WebSource[] },
): string {
  const question = input.question.trim().replace(/\s+/g, ' ');
  const { audience } = reading;
  // "oat-milk coffee drinks in Germany": the market where the question puts it.
  // "vintage clothing on Depop in the UK": and on the marketplace it puts it on, first.
  const onMarketplace = reading.marketplace ? ` on ${reading.marketplace}` : '';
  const inPlace = `${onMarketplace}${reading.place ? ` in ${reading.place}` : ''}`;
  // "a bubble tea shop", "the coffee shop market": a market the question counts as one keeps its article (and its
  // word for the market) in the brief's sentences.
  const market = reading.subject
    ? [reading.article, reading.subject, reading.market].filter(Boolean).join(' ')
    : 'this market';
  const subject = `${market}${inPlace}`;
  const forAudience = audience ? ` ${reading.audienceLink} ${audience}` : '';
  const againstRival = reading.rival ? `, set against ${reading.rival}` : '';
  // "small wineries in Chile for consumers in the US": people with a place of their own come after the market's.
  const about = / in /.test(audience)
    ? `${market}${inPlace}${forAudience}`
    : `${market}${forAudience}${inPlace}`;
  const scope =
    classifyComplexity(question) === 'complex'
      ? 'a broad question that calls for a comprehensive analysis'
      : 'a focused question';
  const sections: Record<ResearchSection, string[]> = {
    'Executive Summary': [
      input.sources.length > 0 ? OFFLINE_RESEARCH_NOTICE_WITH_SOURCES : OFFLINE_RESEARCH_NOTICE,
      '',
      `Your question, "${question}", is ${scope} about ${about}${againstRival}. The sections below set out what to look at ` +
        'in the market, which data to collect, how to map the competitors and what to watch next, and end ' +
        'with the next steps.',
    ],
    'Market Analysis': [
      `What to find out about ${subject}:`,
      '',
      '- How large the market is today and how fast it is growing.',
      '- Which customer segments, regions and price points drive demand.',
      ...(audience ? [audienceLine(audience, market)] : []),
      ...(reading.force
        ? [
            `- What ${reading.force} ${reading.forceIsPlural ? 'are' : 'is'} changing for ${subject}, and who gains or loses.`,
          ]
        : []),
      ...reading.angles.flatMap((angle) => ANGLE_PLANS[angle]?.(subject) ?? []),
      '- What is changing: regulation, technology and customer behaviour.',
    ],
    'Key Data Points': [
      'Nothing is filled in here, because nothing was looked up. Collect these figures, each with its date ' +
        'and publisher:',
      '',
      '- Market size (value and volume) and the yearly growth rate.',
      '- The market share of the leading players.',
      `- Typical prices, margins and customer acquisition costs for ${subject}.`,
      '- Who the customers are and how they buy.',
      '',
      'Search queries to run:',
      '',
      ...input.queries.map((query, index) => `${index + 1}. ${query}`),
      ...(input.sources.length > 0
        ? [
            '',
            'Web sources found for these queries (listed, not analysed):',
            '',
            ...input.sources.map(
              (source, index) =>
                `- [${index + 1}] ${source.title.replace(/\s+/g, ' ')} (${hostOf(source.url)})`,
            ),
          ]
        : []),
    ],
    'Competitive Landscape': [
      `- Identify the leading players and the newer challengers for ${subject}.`,
      // The rival the question names is one of them, looked at by name; nothing is said of it yet.
      ...(reading.rival
        ? [
            `- Set ${reading.rival} against the others: what it offers, at what price, and where it falls short.`,
          ]
        : []),
      '- Compare them on positioning, pricing, distribution and customer reviews.',
      '- Note where customers are underserved: the gaps are where a newcomer can win.',
    ],
    'Future Outlook': [
      '- Look for published forecasts and check the assumptions behind them.',
      `- Track the trends most likely to change ${subject} over the next three to five years.`,
      '- Watch for risks: new regulation, supply constraints and shifts in demand.',
    ],
    'Strategic Recommendations': [
      '1. Run the search queries above and keep recent sources from publishers you can name.',
      '2. Fill in the key data points and check each figure against a second source.',
      '3. Turn the gaps you find among the competitors into one or two ideas to test with real customers.',
      '4. For a written analysis, ask the administrator of this Copilot to connect an AI model.',
    ],
  };
  return RESEARCH_SECTIONS.map((title) => [`## ${title}`, '', ...sections[title]].join('\n')).join('\n\n');
}

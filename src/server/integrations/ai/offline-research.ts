/**
 * Market research without a language model or live data: an honest brief that frames the question and says
 * what to find out and how, in the report's six sections. It states no findings, so it cannot state false ones.
 */
import { classifyComplexity } from '@shared/credits';
import { RESEARCH_SECTIONS, type ResearchSection } from '@shared/platforms';
import { extractKeywords } from './keywords';
import type { WebSource } from './types';

export const OFFLINE_RESEARCH_NOTICE =
  'This brief comes from the offline engine: no AI model or live data was used, so it contains no findings, ' +
  'figures or sources, only a plan for answering your question.';
export const OFFLINE_RESEARCH_NOTICE_WITH_SOURCES =
  'This brief comes from the offline engine: no AI model was used. The web sources listed below were found ' +
  'for your question but have not been read or analysed, so the brief contains no findings or figures.';

/** Words that name the kind of research, not the market it is about. */
const RESEARCH_WORDS = `market markets industry industries trend trends analysis analyse analyze report research
growth opportunity opportunities insight insights competitor competitors competitive competition compare
comparison forecast forecasts outlook size share strategy strategies key main top biggest current comprehensive
detailed overview landscape future year years next upcoming should could which whom demand demands shape shapes
shaping drive drives driving affect affects affecting impact impacts impacting change changes changing discover
discovering open opening start starting enter entering expand expanding reach reaching target targeting sell
sells selling buy buys buying grow grows growing worth`;

const MAX_SUBJECT_KEYWORDS = 4;
const MAX_SUBJECT_LENGTH = 80;

/** What the question is about, e.g. "plant-based milk Europe". */
export function researchSubject(question: string): string {
  const { keywords } = extractKeywords(question, { extraStopWords: RESEARCH_WORDS.split(/\s+/) });
  if (keywords.length > 0) return keywords.slice(0, MAX_SUBJECT_KEYWORDS).join(' ');
  return (
    question
      .trim()
      .replace(/[?.!]+$/, '')
      .slice(0, MAX_SUBJECT_LENGTH) || 'this market'
  );
}

/** Three queries covering size, competitors and customers; the one the question stresses comes first. */
export function offlineSearchQueries(question: string): string[] {
  const subject = researchSubject(question);
  const size = `${subject} market size and growth`;
  const competitors = `${subject} competitors and market share`;
  const customers = `${subject} consumer trends and outlook`;
  if (/\b(?:compet\w*|rivals?|compare|versus|vs)\b/i.test(question)) return [competitors, size, customers];
  if (/\b(?:customers?|consumers?|audiences?|buyers?|users?)\b/i.test(question)) {
    return [customers, size, competitors];
  }
  return [size, competitors, customers];
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'unknown site';
  }
};

export function offlineResearchBrief(input: {
  question: string;
  queries: string[];
  sources: WebSource[];
}): string {
  const question = input.question.trim().replace(/\s+/g, ' ');
  const subject = researchSubject(question);
  const scope =
    classifyComplexity(question) === 'complex'
      ? 'a broad question that calls for a comprehensive analysis'
      : 'a focused question';
  const sections: Record<ResearchSection, string[]> = {
    'Executive Summary': [
      input.sources.length > 0 ? OFFLINE_RESEARCH_NOTICE_WITH_SOURCES : OFFLINE_RESEARCH_NOTICE,
      '',
      `Your question, "${question}", is ${scope} about ${subject}. The sections below set out what to look at ` +
        'in the market, which data to collect, how to map the competitors and what to watch next, and end ' +
        'with the next steps.',
    ],
    'Market Analysis': [
      `What to find out about ${subject}:`,
      '',
      '- How large the market is today and how fast it is growing.',
      '- Which customer segments, regions and price points drive demand.',
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
      `- Identify the leading players and the newer challengers in ${subject}.`,
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

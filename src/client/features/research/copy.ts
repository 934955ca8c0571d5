import { COMPLEX_QUERY_COST, SIMPLE_QUERY_COST, type Complexity } from '@shared/credits';

/**
 * The page's own texts; the messages the server also sends come from `RESEARCH_MESSAGES` in `@shared/ai`.
 * Each word is its own export, read through a namespace import (`import * as RESEARCH_COPY from …`),
 * so the build writes in only the words a page renders (docs/architecture.md).
 */

export const title = 'Market Intelligence';
export const subtitle =
  'Ask about your market, audience or competitors and get a structured research summary.';
export const costBanner = `${SIMPLE_QUERY_COST} Credit - Simple, ${COMPLEX_QUERY_COST} Credits - Complex`;
export const costExplained =
  'Long questions, or ones asking for an analysis, comparison, trends or a forecast, are complex.';
export const engine = (label: string) => `Answered by: ${label}`;
export const questionLabel = 'Your research question';
export const questionPlaceholder = 'What would you like to know about your market?';
export const keyboardHint = 'Press Enter to send, Shift+Enter for a new line.';
export const quickActionsLabel = 'Quick actions';
export const send = 'Research';
export const expectedCost = (complexity: Complexity, cost: number) =>
  `${complexity === 'complex' ? 'Complex' : 'Simple'} question: ${cost} credit${cost === 1 ? '' : 's'}`;
export const viewPlans = 'View plans';
export const examplesTitle = 'Example questions';
export const tipsTitle = 'Research tips';
export const newSearch = 'New search';
export const researching = 'Researching your question...';
export const stop = 'Stop';
export const stopped = 'Research stopped';
export const sourcesTitle = 'Sources';
export const sourceNumber = (index: number) => `Source ${index}`;
export { opensInNewTab } from '@/components/copy';
export const sourcesLoading = 'Looking for sources...';
export const noSourcesConfigured =
  'No web sources were used: web search is not set up on this server, so this answer is not based on live web pages.';
export const noSourcesFound =
  'No web sources were found for this question, so this answer is not based on any web page.';
export const characters = (chars: number) => `${chars.toLocaleString('en-US')} characters`;
export const answerTitle = 'Answer';
export const reportLabel = 'Research report';
export const answerWaiting = 'Writing the report...';
export const copy = 'Copy';
export const regenerate = 'Regenerate';
export const creditsUsed = (complexity: Complexity, credits: number) =>
  `${complexity === 'complex' ? 'Complex' : 'Simple'} query · ${credits} credit${credits === 1 ? '' : 's'} used`;
export const followUpLabel = 'Ask a follow-up question';
export const followUpPlaceholder = 'Follow-up questions are coming soon';
export const followUpSend = 'Send follow-up';
export const completeAnnouncement = (creditsUsed: string) => `Research complete. ${creditsUsed}.`;

/** The five quick-action chips; each starts a question for the user to finish. */
export const QUICK_ACTIONS = [
  { label: 'Market trends', question: 'What are the latest market trends in ' },
  { label: 'Competitor analysis', question: 'Who are the main competitors in ' },
  { label: 'Industry report', question: 'Give me an industry overview of ' },
  { label: 'Customer insights', question: 'What do customers care about most when buying ' },
  { label: 'Growth opportunities', question: 'Where are the growth opportunities for ' },
] as const;

/** Three complete questions: two simple (1 credit) and one complex (2 credits), to show the difference. */
export const EXAMPLE_QUESTIONS = [
  'What content formats are growing fastest on TikTok for small businesses?',
  'Who are the main competitors of meal-kit delivery services in the UK?',
  'Give me a detailed analysis of the creator economy and its forecast for the next five years.',
] as const;

export const RESEARCH_TIPS = [
  'Be specific: name your industry, product and the region you sell in.',
  'Add a time frame, such as "this year" or "the next five years".',
  'Ask one question at a time; start a new search for the next one.',
  'Words like "compare", "forecast" or "detailed analysis" make a complex query (2 credits) with a deeper report.',
] as const;

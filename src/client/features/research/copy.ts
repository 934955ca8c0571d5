import { COMPLEX_QUERY_COST, SIMPLE_QUERY_COST, type Complexity } from '@shared/credits';

/** The page's own texts; the messages the server also sends come from `RESEARCH_MESSAGES` in `@shared/ai`. */
export const RESEARCH_COPY = {
  title: 'Market Intelligence',
  subtitle: 'Ask about your market, audience or competitors and get a structured research summary.',
  costBanner: `${SIMPLE_QUERY_COST} Credit - Simple, ${COMPLEX_QUERY_COST} Credits - Complex`,
  costExplained:
    'Long questions, or ones asking for an analysis, comparison, trends or a forecast, are complex.',
  engine: (label: string) => `Answered by: ${label}`,
  questionLabel: 'Your research question',
  questionPlaceholder: 'What would you like to know about your market?',
  keyboardHint: 'Press Enter to send, Shift+Enter for a new line.',
  quickActionsLabel: 'Quick actions',
  send: 'Research',
  expectedCost: (complexity: Complexity, cost: number) =>
    `${complexity === 'complex' ? 'Complex' : 'Simple'} question: ${cost} credit${cost === 1 ? '' : 's'}`,
  viewPlans: 'View plans',
  examplesTitle: 'Example questions',
  tipsTitle: 'Research tips',
  newSearch: 'New search',
  researching: 'Researching your question...',
  stop: 'Stop',
  stopped: 'Research stopped',
  sourcesTitle: 'Sources',
  sourceNumber: (index: number) => `Source ${index}`,
  opensInNewTab: '(opens in a new tab)',
  sourcesLoading: 'Looking for sources...',
  noSourcesConfigured:
    'No web sources were used: web search is not set up on this server, so this answer is not based on live web pages.',
  noSourcesFound: 'No web sources were found for this question, so this answer is not based on any web page.',
  characters: (chars: number) => `${chars.toLocaleString('en-US')} characters`,
  answerTitle: 'Answer',
  reportLabel: 'Research report',
  answerWaiting: 'Writing the report...',
  copy: 'Copy',
  regenerate: 'Regenerate',
  creditsUsed: (complexity: Complexity, credits: number) =>
    `${complexity === 'complex' ? 'Complex' : 'Simple'} query · ${credits} credit${credits === 1 ? '' : 's'} used`,
  followUpLabel: 'Ask a follow-up question',
  followUpPlaceholder: 'Follow-up questions are coming soon',
  followUpSend: 'Send follow-up',
  completeAnnouncement: (creditsUsed: string) => `Research complete. ${creditsUsed}.`,
} as const;

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

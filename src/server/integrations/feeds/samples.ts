import { formatEngagement, type NewsItem, type TrendingPost } from '@shared/feeds';

/*
 * Bundled sample items: what the dashboard shows, under the "Using cached content/trends" notice, when no
 * live source is configured or every source failed. They are illustrative, not news: every link points to
 * example.com so a sample can never pass for a real article or send someone to a real person's account.
 */

const HOUR_MS = 60 * 60 * 1000;

type SampleNews = Omit<NewsItem, 'publishedAt'> & { hoursAgo: number };

const SAMPLE_NEWS: readonly SampleNews[] = [
  {
    id: 'sample-news-1',
    title: 'Short-form video still leads creator engagement, new industry survey finds',
    summary:
      'Creators report that clips under 60 seconds bring the most new followers, while longer videos keep existing audiences watching.',
    url: 'https://example.com/news/short-form-video-engagement-survey',
    source: 'Creator Economy Weekly',
    hoursAgo: 2,
  },
  {
    id: 'sample-news-2',
    title: 'Brands shift sponsorship budgets toward micro-creators with loyal niche audiences',
    summary:
      'Marketers say smaller creators deliver higher trust and better conversion, and are signing longer partnerships with them.',
    url: 'https://example.com/news/brands-favour-micro-creators',
    source: 'Social Media Digest',
    hoursAgo: 5,
  },
  {
    id: 'sample-news-3',
    title: 'How creators are using AI tools to draft captions and plan a month of posts',
    summary:
      'From first drafts to hashtag research, AI assistants are becoming part of the weekly workflow — with a human editing the result.',
    url: 'https://example.com/news/ai-tools-creator-workflow',
    source: 'The Content Lab',
    hoursAgo: 9,
  },
  {
    id: 'sample-news-4',
    title: 'Newsletters and memberships grow as creators look beyond ad revenue',
    summary:
      'Direct subscriptions give creators steadier income and an audience they can reach without depending on an algorithm.',
    url: 'https://example.com/news/creators-diversify-income',
    source: 'Creator Business Review',
    hoursAgo: 26,
  },
  {
    id: 'sample-news-5',
    title: 'Posting consistency beats posting volume, according to a year of channel analytics',
    summary:
      'Accounts that kept a steady weekly schedule grew faster than those that posted in bursts, even with fewer posts overall.',
    url: 'https://example.com/news/consistency-over-volume',
    source: 'Analytics Insider',
    hoursAgo: 50,
  },
  {
    id: 'sample-news-6',
    title: 'Accessible captions and alt text widen reach on every major platform',
    summary:
      'Subtitled videos and described images are watched longer and shared more, and platforms increasingly reward them.',
    url: 'https://example.com/news/accessibility-widens-reach',
    source: 'Social Media Digest',
    hoursAgo: 80,
  },
];

/** The sample news, dated relative to `now` so their time labels read naturally. */
export function sampleNews(now: Date = new Date()): NewsItem[] {
  return SAMPLE_NEWS.map(({ hoursAgo, ...item }) => ({
    ...item,
    publishedAt: new Date(now.getTime() - hoursAgo * HOUR_MS).toISOString(),
  }));
}

const SAMPLE_TRENDS: readonly { handle: string; content: string; likes: number }[] = [
  {
    handle: 'sample_creator',
    content:
      'Batching a week of content on Sunday changed everything for me. Plan, shoot, edit, schedule. #contentcreator',
    likes: 2400,
  },
  {
    handle: 'sample_studio',
    content:
      'Your first three seconds decide whether anyone sees the next thirty. Open with the payoff. #videotips',
    likes: 1850,
  },
  {
    handle: 'sample_marketer',
    content:
      'Micro-creators with 10K engaged followers beat 1M passive ones for most brand deals. #creatoreconomy',
    likes: 1320,
  },
  {
    handle: 'sample_writer',
    content:
      'A caption should do one job: start a conversation. Ask a question your audience wants to answer.',
    likes: 980,
  },
  {
    handle: 'sample_photog',
    content:
      'Natural window light + a white poster board = the cheapest product photo setup that actually works.',
    likes: 870,
  },
  {
    handle: 'sample_podcaster',
    content:
      'Repurpose every long episode into 5 short clips, 1 thread and 1 newsletter. Same work, 7x the reach.',
    likes: 760,
  },
  {
    handle: 'sample_analyst',
    content:
      'Saves and shares matter more than likes now. Make posts people want to come back to. #socialmedia',
    likes: 640,
  },
  {
    handle: 'sample_designer',
    content:
      'Consistent colours and fonts across posts make your content recognisable before anyone reads a word.',
    likes: 520,
  },
  {
    handle: 'sample_coach',
    content:
      'Reply to every comment in the first hour after posting. It builds community and tells the feed to show more.',
    likes: 410,
  },
  {
    handle: 'sample_editor',
    content:
      'Add subtitles to every video: most people scroll with the sound off. #accessibility #contentcreator',
    likes: 305,
  },
];

/** The sample trends; links stay on example.com because the handles are invented. */
export function sampleTrends(): TrendingPost[] {
  return SAMPLE_TRENDS.map(({ handle, content, likes }, index) => ({
    id: `sample-trend-${index + 1}`,
    author: `@${handle}`,
    authorUrl: `https://example.com/creators/${handle}`,
    content,
    engagement: formatEngagement(likes),
    url: `https://example.com/creators/${handle}/posts/${index + 1}`,
  }));
}

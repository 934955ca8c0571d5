/**
 * The dashboard home's own words and the TikTok preview's heading.
 * Each word is its own export, read through a namespace import (`import * as DASHBOARD_COPY from …`),
 * so the build writes in only the words a page renders (docs/architecture.md).
 */

/** The greeting around the user's name: "Welcome, Ada!". */
export const welcome = { before: 'Welcome, ', after: '!' } as const;
export const subtitle = 'Your AI-powered content creation dashboard';
export const tiktokComingSoon = 'TikTok Analytics Coming Soon';
export const tiktokComingSoonBody =
  'Views, followers and engagement of your TikTok videos, in one place. We are building it now.';
export const tiktokViewsThisWeek = 'Views this week';
export const tiktokTopVideos = 'Top videos';
export const featuresTitle = 'Features';
export const comingSoon = 'Coming soon';
export const aiBadge = 'AI';

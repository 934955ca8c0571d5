/** The dashboard home's own words and the TikTok preview's heading. */
export const DASHBOARD_COPY = {
  /** The greeting around the user's name: "Welcome, Ada!". */
  welcome: { before: 'Welcome, ', after: '!' },
  subtitle: 'Your AI-powered content creation dashboard',
  tiktokComingSoon: 'TikTok Analytics Coming Soon',
  tiktokComingSoonBody:
    'Views, followers and engagement of your TikTok videos, in one place. We are building it now.',
  tiktokViewsThisWeek: 'Views this week',
  tiktokTopVideos: 'Top videos',
  featuresTitle: 'Features',
  comingSoon: 'Coming soon',
  aiBadge: 'AI',
} as const;

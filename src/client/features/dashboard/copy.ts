/** The dashboard home's own words and the TikTok preview's heading. */
export const DASHBOARD_COPY = {
  /** The greeting around the user's name: "Welcome, Ada!". */
  welcome: { before: 'Welcome, ', after: '!' },
  subtitle: 'Your AI-powered content creation dashboard',
  tiktokComingSoon: 'TikTok Analytics Coming Soon',
} as const;

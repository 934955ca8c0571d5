/**
 * The landing page's own words: navigation, hero, audiences, steps and footer. The pricing section's words are
 * the billing feature's. This file has no React so the end-to-end tests can import it too.
 */
import { PRODUCT_NAME } from '@shared/constants';

export const LANDING_COPY = {
  mainNav: 'Main',
  howItWorksLink: 'How it works',
  pricingLink: 'Pricing',
  login: 'Login',
  signup: 'Signup',
  heroBadge: 'Your AI creator copilot',
  heroTitle: 'Turn ideas into caption drafts in seconds',
  heroBody: `${PRODUCT_NAME} drafts social-media captions with the right hashtags for every platform and researches your market, so you spend your time creating, not staring at a blank post.`,
  explore: `Explore ${PRODUCT_NAME}`,
  heroFigures: {
    audience: { value: '1K+', label: 'creators in our audience' },
    speed: { value: '3x', label: 'faster content' },
    engagement: { value: '5x', label: 'more engagement' },
  },
  audienceTitle: 'Built for people who create',
  audiences: {
    creators: {
      title: 'Creators',
      text: 'Keep a steady posting rhythm with captions in your voice for every platform.',
    },
    solopreneurs: {
      title: 'Solopreneurs',
      text: 'Market your business without a team: posts, hashtags and research on demand.',
    },
    smes: {
      title: 'SMEs',
      text: 'Give your small team one place to draft social content and study the market.',
    },
  },
  howItWorksTitle: 'How it works',
  steps: {
    choose: {
      title: 'Choose a content type',
      text: 'Pick captions or market research and describe what you need.',
    },
    tweak: {
      title: 'Tweak the generated content',
      text: 'Get three drafts with hashtags; copy, edit or regenerate.',
    },
    boost: {
      title: 'Boost productivity',
      text: 'Post straight to your platform and get back to creating.',
    },
  },
  footer: (year: number) => `© ${year} ${PRODUCT_NAME}. Your AI creator copilot.`,
  legalNav: 'Legal and contact',
  privacy: 'Privacy',
  terms: 'Terms',
  contact: 'Contact',
} as const;

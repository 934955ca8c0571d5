import { renderToString } from 'react-dom/server';
import { LandingPage } from '@/app/routes/landing';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The landing page as a whole document, for `npm run build` (scripts/prerender.mjs) and the dev server
 * (vite.config.ts): the app's index.html with the page's markup in #root and, in place of the SPA's scripts,
 * `entryTags` loading the landing page's own small script. The stylesheet links stay.
 */
export function renderLandingDocument(template: string, entryTags: string): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root to fill');
  const withoutApp = template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const markup = renderToString(<LandingPage />);
  // Replacer functions: the markup holds prices such as "$15", which a replacement string would interpret.
  return withoutApp
    .replace('</head>', () => `  ${entryTags}\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}

// Applies the saved colour theme, else the system's, before the first paint so a dark page never flashes
// white. The SPA's pages load this file; the landing page carries it inline (scripts/prerender.mjs), allowed by
// its hash. The key matches THEME_STORAGE_KEY in src/client/components/ui/use-theme.ts.
(function () {
  var saved = null;
  try {
    saved = window.localStorage.getItem('copilot-theme');
  } catch {
    // Storage can be disabled; the system theme still applies.
  }
  var isDark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', isDark);
})();

// Applies the saved colour theme, else the system's, before the first paint so a dark page never flashes
// white. An external file because the CSP forbids inline scripts. The key matches THEME_STORAGE_KEY in
// src/client/components/ui/use-theme.ts.
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

import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** Also read by public/theme-init.js, which applies the theme before the app loads; keep the two in step. */
export const THEME_STORAGE_KEY = 'copilot-theme';
const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

function savedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    // Storage can be disabled; the system theme still applies.
    return null;
  }
}

function systemTheme(): Theme {
  return window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}

function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia(DARK_SCHEME_QUERY);
  // Until the user picks a theme, the page follows the system's, also when it changes while open.
  const followSystem = () => {
    if (savedTheme()) return;
    applyTheme(systemTheme());
    notify();
  };
  // A choice made in another tab applies here too.
  const followOtherTab = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(savedTheme() ?? systemTheme());
    notify();
  };
  media.addEventListener('change', followSystem);
  window.addEventListener('storage', followOtherTab);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', followSystem);
    window.removeEventListener('storage', followOtherTab);
  };
}

/** The theme on screen is the one the `dark` class on <html> says; theme-init.js set it before first paint. */
function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/**
 * The server cannot know the theme (it is kept in this browser); the page renders as light and hydration switches
 * to the theme on screen at once. Whatever must not flash (icons) follows the `dark` class in CSS instead.
 */
const serverTheme = (): Theme => 'light';

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not remembered, but still applied for this page.
    }
    applyTheme(next);
    notify();
  }, []);
  return { theme, setTheme };
}

import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTheme } from '@/components/ui/use-theme';
import * as SHELL_COPY from '../copy';

/**
 * A toggle button: pressed means the dark theme is on. The choice is remembered on this device. The icon follows
 * the `dark` class in CSS, so a server-rendered page shows the right one before the script runs.
 */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const isDark = theme === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      aria-label={SHELL_COPY.darkTheme}
      aria-pressed={isDark}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      <Sun aria-hidden="true" className="dark:hidden" />
      <Moon aria-hidden="true" className="hidden dark:block" />
    </Button>
  );
}

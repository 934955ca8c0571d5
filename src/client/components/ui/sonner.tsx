import { useEffect, type CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { toasterDidMount } from '@/lib/toast';
import { useTheme } from './use-theme';

/**
 * Sonner's light rich colours put text under 4.5:1 on its tinted backgrounds (error red is 4.4:1); these
 * darker shades keep every toast at WCAG AA. Its dark-theme colours already pass.
 */
const LIGHT_RICH_TEXT = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 36%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

/** Toasts in the app's current theme (light or dark, as the theme toggle or the system says). */
export function Toaster({ style, ...props }: ToasterProps) {
  const { theme } = useTheme();
  // Sonner's own effect (a child's) has subscribed to toasts by the time this one runs.
  useEffect(toasterDidMount, []);
  return (
    <Sonner
      richColors
      closeButton
      position="top-right"
      theme={theme}
      style={theme === 'light' ? { ...LIGHT_RICH_TEXT, ...style } : style}
      {...props}
    />
  );
}

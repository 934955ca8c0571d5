import { Search } from 'lucide-react';
import * as SHELL_COPY from '../copy';
import { Button } from '@/components/ui/button';

const isApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * Looks like a search box and opens the command palette; the shortcut is shown on wide screens. `onIntent`
 * (hover or focus) lets the palette's code load before the click.
 */
export function SearchButton({ onClick, onIntent }: { onClick: () => void; onIntent?: () => void }) {
  return (
    <Button
      variant="outline"
      aria-label={SHELL_COPY.searchTitle}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className="h-9 w-9 justify-center px-0 text-muted-foreground sm:w-full sm:max-w-sm sm:justify-start sm:px-3"
    >
      <Search aria-hidden="true" />
      <span className="hidden sm:inline">{SHELL_COPY.searchPlaceholder}</span>
      <kbd className="ml-auto hidden rounded border bg-muted px-1.5 font-sans text-xs text-muted-foreground sm:inline-block">
        {isApple ? '⌘' : 'Ctrl'} K
      </kbd>
    </Button>
  );
}

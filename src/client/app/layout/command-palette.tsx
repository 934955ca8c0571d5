import { useNavigate } from 'react-router';
import { featureMatches, SEARCHABLE_FEATURES } from '@shared/features';
import * as SHELL_COPY from '../copy';
import {
  Command,
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { FeatureIcon } from '@/components/feature-icon';

/** cmdk's filter: 1 keeps an item, 0 hides it. The item's value is its title, its keyword its description. */
function filterFeatures(title: string, search: string, keywords: string[] = []): number {
  return featureMatches({ label: title, description: keywords.join(' ') }, search) ? 1 : 0;
}

/**
 * Find a feature by its title or description and open it with Enter. Loaded when first opened (the search
 * button or Ctrl/Cmd+K, see use-palette-shortcut.ts).
 */
export function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();

  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title={SHELL_COPY.searchTitle}
      description={SHELL_COPY.searchDescription}
    >
      <Command filter={filterFeatures} label={SHELL_COPY.searchTitle}>
        <CommandInput placeholder={SHELL_COPY.searchPlaceholder} />
        <CommandEmpty>{SHELL_COPY.searchEmpty}</CommandEmpty>
        <CommandList>
          <CommandGroup heading={SHELL_COPY.searchGroup}>
            {SEARCHABLE_FEATURES.map((feature) => (
              <CommandItem
                key={feature.path}
                value={feature.label}
                keywords={[feature.description]}
                onSelect={() => {
                  onOpenChange(false);
                  navigate(feature.path);
                }}
              >
                <FeatureIcon name={feature.icon} className="size-4 shrink-0 text-muted-foreground" />
                <span className="grid gap-0.5">
                  <span className="font-medium">{feature.label}</span>
                  <span className="text-xs text-muted-foreground">{feature.description}</span>
                </span>
              </CommandItem>
            ))}
          </CommandGroup>
        </CommandList>
      </Command>
    </CommandDialog>
  );
}

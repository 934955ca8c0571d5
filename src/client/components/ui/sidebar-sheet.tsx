import type * as React from 'react';
import * as UI_COPY from '@/components/copy';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';

const SIDEBAR_WIDTH_MOBILE = '18rem';

/**
 * The sidebar on narrow screens: a modal sheet (focus trapped inside, Escape closes it, focus returns to the
 * menu button). Its own module, loaded when the menu is first opened (sidebar.tsx).
 */
export function SidebarSheet({
  label,
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
  children: React.ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        data-slot="sidebar"
        data-mobile="true"
        closeLabel={UI_COPY.closeMenu}
        className="w-(--sidebar-width) max-w-[calc(100vw-3rem)] gap-0 bg-sidebar p-0 text-sidebar-foreground sm:max-w-[calc(100vw-3rem)]"
        style={{ '--sidebar-width': SIDEBAR_WIDTH_MOBILE } as React.CSSProperties}
        // Radix returns focus to a Dialog.Trigger; the menu button lives outside the sheet, so say where.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="sr-only">{label}</SheetTitle>
        <SheetDescription className="sr-only">{UI_COPY.sidebarDescription}</SheetDescription>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}

import * as React from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { Menu, PanelLeft } from 'lucide-react';
import { SIDEBAR_COOKIE_NAME } from '@shared/page-bootstrap';
import { cn } from '@/lib/cn';
import * as UI_COPY from '@/components/copy';
import { Button } from './button';
import { lazyWithPreload } from '@/lib/lazy';
import { useSidebarTooltip } from './sidebar-tooltip';
import { useIsMobile } from './use-mobile';

/*
 * The shadcn/ui sidebar pattern, written for this app: a provider that owns the open state, a sidebar that
 * collapses to icons on wide screens and becomes an off-canvas sheet on narrow ones, and the inset beside it.
 * It is 16rem wide, 3rem as icons; the open state is kept in a cookie for 7 days.
 */

export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const SIDEBAR_WIDTH = '16rem';
const SIDEBAR_WIDTH_ICON = '3rem';
const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

/** Only narrow screens use the sheet, and only once the menu is opened: its dialog code loads then. */
const sidebarSheet = lazyWithPreload(() => import('./sidebar-sheet').then((m) => m.SidebarSheet));

type SidebarContextValue = {
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
  /** The id of the wide-screen sidebar, which the toggle button controls. */
  sidebarId: string;
  /** The toggle button, where focus returns when the mobile sheet closes. */
  triggerRef: React.RefObject<HTMLButtonElement | null>;
};

const SidebarContext = React.createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = React.useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

/** The open state saved by an earlier visit, if any. On the server the caller passes it as `defaultOpen`. */
function readSavedSidebarOpen(): boolean | undefined {
  if (typeof document === 'undefined') return undefined;
  const saved = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${SIDEBAR_COOKIE_NAME}=`))
    ?.slice(SIDEBAR_COOKIE_NAME.length + 1);
  if (saved === 'true') return true;
  if (saved === 'false') return false;
  return undefined;
}

function saveSidebarOpen(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

export function SidebarProvider({
  defaultOpen = true,
  className,
  style,
  children,
  ...props
}: React.ComponentProps<'div'> & { defaultOpen?: boolean }) {
  const isMobile = useIsMobile();
  const sidebarId = React.useId();
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const [openMobile, setOpenMobile] = React.useState(false);
  const [open, setOpenState] = React.useState(() => readSavedSidebarOpen() ?? defaultOpen);

  const setOpen = React.useCallback((value: boolean) => {
    setOpenState(value);
    saveSidebarOpen(value);
  }, []);

  const toggleSidebar = React.useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  React.useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey)) {
        // Ctrl+B would otherwise open the browser's bookmarks bar in some browsers.
        event.preventDefault();
        toggleSidebar();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const context = React.useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
      sidebarId,
      triggerRef,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar, sidebarId],
  );

  return (
    <SidebarContext.Provider value={context}>
      <div
        data-slot="sidebar-wrapper"
        style={
          {
            '--sidebar-width': SIDEBAR_WIDTH,
            '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
            ...style,
          } as React.CSSProperties
        }
        className={cn('group/sidebar-wrapper flex min-h-svh w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/**
 * Wide screens: a fixed column that collapses to its icons. Narrow screens: a modal sheet (focus trapped
 * inside, Escape closes it, focus returns to the menu button). `label` names the sidebar for screen readers.
 */
export function Sidebar({
  label,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<'aside'>, 'aria-label'> & { label: string }) {
  const { isMobile, state, openMobile, setOpenMobile, sidebarId, triggerRef } = useSidebar();

  // Mounted from the first opening on, so the sheet can animate out when closed.
  const [hasOpenedMobile, setHasOpenedMobile] = React.useState(false);
  if (openMobile && !hasOpenedMobile) setHasOpenedMobile(true);

  if (isMobile) {
    if (!hasOpenedMobile && !openMobile) return null;
    return (
      <React.Suspense fallback={null}>
        <sidebarSheet.Component
          label={label}
          open={openMobile}
          onOpenChange={setOpenMobile}
          returnFocusTo={triggerRef}
        >
          {children}
        </sidebarSheet.Component>
      </React.Suspense>
    );
  }

  return (
    <div
      data-slot="sidebar"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      className="group peer hidden text-sidebar-foreground md:block"
    >
      {/* Holds the sidebar's width in the page flow, because the sidebar itself is fixed. */}
      <div className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none" />
      <aside
        id={sidebarId}
        aria-label={label}
        className={cn(
          'fixed inset-y-0 left-0 z-10 hidden h-svh w-(--sidebar-width) border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none md:flex',
          className,
        )}
        {...props}
      >
        <div data-sidebar="sidebar" className="flex h-full w-full flex-col">
          {children}
        </div>
      </aside>
    </div>
  );
}

/** Collapses or expands the sidebar; on narrow screens it is the menu button that opens the sheet. */
export function SidebarTrigger({ className, onClick, ...props }: React.ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile, sidebarId, triggerRef } = useSidebar();
  return (
    <Button
      ref={triggerRef}
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      className={cn('size-9', className)}
      aria-label={isMobile ? UI_COPY.openMenu : UI_COPY.toggleSidebar}
      aria-expanded={isMobile ? openMobile : open}
      aria-controls={isMobile ? undefined : sidebarId}
      aria-haspopup={isMobile ? 'dialog' : undefined}
      aria-keyshortcuts="Control+B Meta+B"
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      onPointerEnter={isMobile ? sidebarSheet.preload : undefined}
      onFocus={isMobile ? sidebarSheet.preload : undefined}
      {...props}
    >
      {isMobile ? <Menu aria-hidden="true" /> : <PanelLeft aria-hidden="true" />}
    </Button>
  );
}

export function SidebarInset({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-inset"
      className={cn('relative flex w-full min-w-0 flex-1 flex-col bg-background', className)}
      {...props}
    />
  );
}

export function SidebarHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sidebar-header" className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sidebar-footer" className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarSeparator({ className, ...props }: React.ComponentProps<'hr'>) {
  return (
    <hr data-slot="sidebar-separator" className={cn('mx-2 border-sidebar-border', className)} {...props} />
  );
}

export function SidebarContent({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group"
      className={cn('relative flex w-full min-w-0 flex-col p-2', className)}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: React.ComponentProps<'ul'>) {
  return (
    <ul data-slot="sidebar-menu" className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />
  );
}

export function SidebarMenuItem({ className, ...props }: React.ComponentProps<'li'>) {
  return (
    <li data-slot="sidebar-menu-item" className={cn('group/menu-item relative', className)} {...props} />
  );
}

const sidebarMenuButtonVariants = cva(
  // Collapsed, the label is clipped rather than removed, so the icon keeps the label as its accessible name.
  'peer/menu-button flex w-full cursor-pointer items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm outline-none transition-[width,height,padding] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring disabled:pointer-events-none disabled:opacity-60 data-[active=true]:bg-sidebar-accent data-[active=true]:font-medium data-[active=true]:text-sidebar-accent-foreground group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2! [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      size: {
        default: 'h-8',
        lg: 'h-12 group-data-[collapsible=icon]:p-0!',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  size,
  className,
  ...props
}: React.ComponentProps<'button'> &
  VariantProps<typeof sidebarMenuButtonVariants> & {
    asChild?: boolean;
    isActive?: boolean;
    /** Shown beside the icon while the sidebar is collapsed. */
    tooltip?: string;
  }) {
  const { isMobile, state } = useSidebar();
  // Always the same element, with or without its label shown, so collapsing never remounts (and blurs) it.
  const { triggerProps, tooltip: label } = useSidebarTooltip(tooltip, state === 'collapsed' && !isMobile);
  const Component = asChild ? Slot.Root : 'button';
  return (
    <>
      <Component
        data-slot="sidebar-menu-button"
        data-active={isActive}
        className={cn(sidebarMenuButtonVariants({ size }), className)}
        {...(asChild ? {} : { type: 'button' as const })}
        {...props}
        {...(tooltip ? triggerProps : {})}
      />
      {label}
    </>
  );
}

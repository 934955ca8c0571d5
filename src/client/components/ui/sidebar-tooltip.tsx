import * as React from 'react';
import { createPortal } from 'react-dom';

type Position = { left: number; top: number };

/**
 * The label beside an icon of the collapsed sidebar, on hover or keyboard focus. Hand-made rather than Radix
 * Tooltip: the sidebar sits at the window's left edge, so the label always fits to the right of its icon, and
 * the positioning library Radix brings is a tenth of the dashboard's JavaScript (docs/decisions/011).
 * WCAG 1.4.13: it stays while the pointer is on the icon or on the label itself, and Escape dismisses it.
 *
 * Returns the props for the icon's element and the label to render beside it (in a portal, above the page).
 */
export function useSidebarTooltip(label: string | undefined, enabled: boolean) {
  const [position, setPosition] = React.useState<Position | null>(null);
  const triggerRef = React.useRef<HTMLElement | null>(null);
  const tipRef = React.useRef<HTMLDivElement | null>(null);
  const isShown = Boolean(label && enabled && position);

  const show = (element: HTMLElement) => {
    triggerRef.current = element;
    const rect = element.getBoundingClientRect();
    setPosition({ left: rect.right, top: rect.top + rect.height / 2 });
  };
  const hide = () => setPosition(null);
  const isWithin = (ref: React.RefObject<HTMLElement | null>, node: EventTarget | null) =>
    node instanceof Node && Boolean(ref.current?.contains(node));

  React.useEffect(() => {
    if (!isShown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isShown]);

  const triggerProps = {
    onPointerEnter: (event: React.PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') show(event.currentTarget);
    },
    onPointerLeave: (event: React.PointerEvent<HTMLElement>) => {
      if (!isWithin(tipRef, event.relatedTarget)) hide();
    },
    onPointerDown: hide,
    // Keyboard focus only: a click also focuses, and the label would then stay after the pointer left.
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget);
    },
    onBlur: hide,
  };

  const tooltip =
    isShown && position
      ? createPortal(
          <div
            ref={tipRef}
            role="tooltip"
            // The transparent left padding bridges the gap to the icon, so the pointer can move onto the label.
            className="fixed z-50 -translate-y-1/2 pl-1"
            style={position}
            onPointerLeave={(event) => {
              if (!isWithin(triggerRef, event.relatedTarget)) hide();
            }}
          >
            <div className="rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md motion-safe:animate-fade-in">
              {label}
            </div>
          </div>,
          document.body,
        )
      : null;

  return { triggerProps, tooltip };
}

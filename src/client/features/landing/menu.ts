import { LANDING_MARKERS, MENU_LABELS } from './markers';
import { marked } from './marked';

/**
 * The phone menu: its button toggles it (aria-expanded, which also swaps the icon), a link inside closes it,
 * and Escape closes it and puts focus back on the button.
 */
export function enhanceMenu(): void {
  const [toggle] = marked<HTMLButtonElement>(LANDING_MARKERS.menuToggle);
  const menu = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !menu) return;

  const setOpen = (isOpen: boolean) => {
    toggle.setAttribute('aria-expanded', String(isOpen));
    toggle.setAttribute('aria-label', isOpen ? MENU_LABELS.close : MENU_LABELS.open);
    menu.hidden = !isOpen;
  };

  toggle.addEventListener('click', () => setOpen(menu.hidden));
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || menu.hidden) return;
    setOpen(false);
    toggle.focus();
  });
  toggle.disabled = false;
}

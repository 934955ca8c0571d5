import { PAGE_PATHS } from '@shared/routes';
import { INTERVAL_ATTRIBUTE, LANDING_MARKERS, LOGIN_MESSAGE_ATTRIBUTE } from './markers';
import { leaveLoginNotice } from '@/lib/login-notice';
import { marked } from './marked';

/** Arrow keys move the choice like a native radio group, wrapping around; Home and End jump to the ends. */
const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The monthly/annual toggle, a radio group prerendered by Radix (the same markup and look as on
 * /subscription): choosing an interval shows that interval's prices, which the markup holds for both.
 */
function enhanceIntervalToggle(section: HTMLElement): void {
  const group = section.querySelector<HTMLElement>('[role="radiogroup"]');
  if (!group) return;
  const radios = [...group.querySelectorAll<HTMLButtonElement>('[role="radio"]')];

  const select = (chosen: HTMLButtonElement) => {
    for (const radio of radios) {
      const isChosen = radio === chosen;
      radio.setAttribute('aria-checked', String(isChosen));
      radio.dataset.state = isChosen ? 'checked' : 'unchecked';
      // One tab stop: the chosen interval.
      radio.tabIndex = isChosen ? 0 : -1;
    }
    for (const price of section.querySelectorAll<HTMLElement>(`[${INTERVAL_ATTRIBUTE}]`)) {
      price.hidden = price.getAttribute(INTERVAL_ATTRIBUTE) !== chosen.value;
    }
  };

  radios.forEach((radio, index) => {
    radio.addEventListener('click', () => select(radio));
    radio.addEventListener('keydown', (event) => {
      const step = KEY_STEPS[event.key];
      const target =
        step !== undefined
          ? radios[(index + step + radios.length) % radios.length]
          : event.key === 'Home'
            ? radios[0]
            : event.key === 'End'
              ? radios[radios.length - 1]
              : undefined;
      if (!target) return;
      event.preventDefault();
      select(target);
      target.focus();
    });
    radio.disabled = false;
    delete radio.dataset.disabled;
  });
  delete group.dataset.disabled;
  const checked = radios.find((radio) => radio.getAttribute('aria-checked') === 'true') ?? radios[0];
  if (checked) select(checked);
}

/**
 * Pro and Enterprise ask an anonymous visitor to log in first: the login page shows why, and after signing
 * in the visitor lands on the dashboard's pricing page.
 */
function enhanceLoginFirstButtons(): void {
  for (const button of marked<HTMLButtonElement>(LANDING_MARKERS.loginFirst)) {
    button.addEventListener('click', () => {
      const message = button.getAttribute(LOGIN_MESSAGE_ATTRIBUTE);
      if (message) leaveLoginNotice({ message, from: PAGE_PATHS.pricing });
      window.location.assign(PAGE_PATHS.login);
    });
    button.disabled = false;
  }
}

export function enhancePricing(): void {
  const [section] = marked(LANDING_MARKERS.pricing);
  if (section) enhanceIntervalToggle(section);
  enhanceLoginFirstButtons();
}

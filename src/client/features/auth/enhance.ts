/**
 * The sign-in and password pages' only script. The server renders these pages and acts on their forms, so they
 * work without it; it adds what needs the browser: the field messages before sending (from the same shared schemas
 * the server checks with), the busy state of a form being sent (one post, however often it is submitted), the
 * show/hide password buttons, the reason the visitor was sent to sign in, and the timed link after a reset.
 * Built as its own entry (vite.config.ts), without React.
 */
import { AUTH_FORM_SCHEMAS, fieldErrorsOf, NEXT_FIELD, type AuthFormName } from '@shared/auth-pages';
import * as UI_COPY from '@/components/copy';
import { FORM_MARKERS } from '@/lib/form-markers';
import { takeLoginNotice } from '@/lib/login-notice';

type Field = HTMLInputElement;

function attributeSelector(marker: string): string {
  return `[${marker}]`;
}

function formFields(form: HTMLFormElement): Field[] {
  return [...form.querySelectorAll<Field>('input[name]:not([type="hidden"])')];
}

function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of formFields(form)) values[field.name] = field.value;
  return values;
}

/** A field's message under it, as the server renders it: the reserved element, aria-invalid and the description. */
function showFieldMessage(field: Field, message: string | undefined) {
  const error = document.getElementById(`${field.id}-error`);
  if (!error) return;
  error.textContent = message ?? '';
  error.hidden = !message;
  if (message) {
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', error.id);
  } else {
    field.removeAttribute('aria-invalid');
    field.removeAttribute('aria-describedby');
  }
}

function showFormAlert(form: HTMLFormElement, message: string | undefined) {
  const alert = form.querySelector<HTMLElement>(attributeSelector(FORM_MARKERS.formAlert));
  if (!alert) return;
  alert.textContent = message ?? '';
  alert.hidden = !message;
}

function check(form: HTMLFormElement): Record<string, string> {
  const schema = AUTH_FORM_SCHEMAS[form.getAttribute(FORM_MARKERS.form) as AuthFormName];
  if (!schema) return {};
  const result = schema.safeParse(formValues(form));
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

/** Every control of the page's forms, locked while one of them is being sent (and unlocked if the page comes back). */
function setPageBusy(isBusy: boolean) {
  for (const control of document.querySelectorAll<HTMLInputElement | HTMLButtonElement>(
    'main form input:not([type="hidden"]), main form button',
  )) {
    control.disabled = isBusy;
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>(
    attributeSelector(FORM_MARKERS.busyLabel),
  )) {
    const busyLabel = button.getAttribute(FORM_MARKERS.busyLabel)!;
    if (isBusy && button.dataset.sending !== undefined) {
      button.dataset.idleLabel ??= button.textContent ?? '';
      button.textContent = busyLabel;
    } else if (!isBusy && button.dataset.idleLabel !== undefined) {
      button.textContent = button.dataset.idleLabel;
      delete button.dataset.sending;
    }
  }
}

let isSending = false;

/**
 * Checks a form before the browser sends it, like the server will: refused, the messages show (under each field,
 * or in the form's alert) and the first wrong field takes the focus; from then on, each field is checked again as
 * it changes. Accepted, the browser sends it, once.
 */
function enhanceForm(form: HTMLFormElement) {
  const inAlert = form.hasAttribute(FORM_MARKERS.messagesInAlert);
  let checksAsTyped = false;

  form.addEventListener('submit', (event) => {
    if (isSending) {
      event.preventDefault();
      return;
    }
    const submitter = event.submitter as HTMLButtonElement | null;
    if (!submitter?.formNoValidate) {
      const errors = check(form);
      if (inAlert) {
        const message = Object.values(errors)[0];
        showFormAlert(form, message);
        if (message) {
          event.preventDefault();
          return;
        }
      } else {
        for (const field of formFields(form)) showFieldMessage(field, errors[field.name]);
        const firstWrong = formFields(form).find((field) => errors[field.name]);
        if (firstWrong) {
          event.preventDefault();
          checksAsTyped = true;
          firstWrong.focus();
          return;
        }
      }
    }
    isSending = true;
    if (submitter?.hasAttribute(FORM_MARKERS.busyLabel)) submitter.dataset.sending = '';
    // After the browser has read the form: a disabled control would not be sent.
    setTimeout(() => setPageBusy(true));
  });

  if (inAlert) return;
  form.addEventListener('input', (event) => {
    if (!checksAsTyped || !(event.target instanceof HTMLInputElement)) return;
    showFieldMessage(event.target, check(form)[event.target.name]);
  });
}

function enhancePasswordToggles() {
  for (const toggle of document.querySelectorAll<HTMLButtonElement>(
    attributeSelector(FORM_MARKERS.passwordToggle),
  )) {
    const input = toggle.parentElement?.querySelector('input');
    if (!input) continue;
    toggle.addEventListener('click', () => {
      const isVisible = input.type === 'password';
      input.type = isVisible ? 'text' : 'password';
      toggle.setAttribute('aria-pressed', String(isVisible));
      toggle.setAttribute('aria-label', isVisible ? UI_COPY.hidePassword : UI_COPY.showPassword);
    });
    toggle.disabled = false;
  }
}

/** The reason the landing page sent the visitor here, and where to go after signing in. */
function showLoginNotice() {
  const place = document.querySelector<HTMLElement>(attributeSelector(FORM_MARKERS.loginNotice));
  if (!place) return;
  const notice = takeLoginNotice();
  if (!notice) return;
  place.textContent = notice.message;
  place.hidden = false;
  for (const next of document.querySelectorAll<HTMLInputElement>(`input[name="${NEXT_FIELD}"]`)) {
    if (!next.value) next.value = notice.from;
  }
}

function followTimedLinks() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(
    attributeSelector(FORM_MARKERS.followAfter),
  )) {
    const delay = Number(link.getAttribute(FORM_MARKERS.followAfter));
    setTimeout(() => window.location.replace(link.href), delay);
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>(attributeSelector(FORM_MARKERS.form))) {
  enhanceForm(form);
}
enhancePasswordToggles();
showLoginNotice();
followTimedLinks();
// The script runs once the page has painted: a visitor may already be in a field, which keeps the focus.
if (!document.activeElement || document.activeElement === document.body) {
  document.querySelector<HTMLElement>(attributeSelector(FORM_MARKERS.autofocus))?.focus();
}
document.documentElement.setAttribute(FORM_MARKERS.scriptReady, '');

// Back to this page from the next one (the browser kept it): its forms can be used again.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  isSending = false;
  setPageBusy(false);
});

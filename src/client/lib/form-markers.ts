/**
 * Attributes that mark what a server-rendered page's own script takes over (the sign-in and password pages): the
 * markup sets them, the script finds its elements by them. Plain strings, so the script loads none of the markup's
 * code.
 */
export const FORM_MARKERS = {
  /** On a form the server acts on; its value names the shared schema that checks it before sending. */
  form: 'data-checked-by',
  /** On a form whose one message shows in its alert rather than under each field. */
  messagesInAlert: 'data-messages-in-alert',
  /** On a submit button: what it says while the form is being sent. */
  busyLabel: 'data-busy-label',
  /** The alert a form's script writes its message into (hidden while empty). */
  formAlert: 'data-form-alert',
  /** The login page's place for the reason it was opened with (filled from the page that sent the visitor). */
  loginNotice: 'data-login-notice',
  /** A link followed by itself after the number of milliseconds it holds. */
  followAfter: 'data-follow-after',
  /** The field that takes the focus when the page opens. */
  autofocus: 'data-autofocus',
  /** A password field's show/hide button. */
  passwordToggle: 'data-password-toggle',
  /**
   * On `<html>` once the page's script has run. It loads after the page has painted, so the forms work as the
   * browser's own until then; what needs the script's part (its checks, the busy state) waits for this.
   */
  scriptReady: 'data-script-ready',
} as const;

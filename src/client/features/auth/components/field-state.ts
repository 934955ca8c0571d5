import type { AuthPageState } from '@shared/auth-pages';

/**
 * A field's props from the page's state: the value typed before a refused post (passwords are never sent back)
 * and its message.
 */
export function fieldState(state: AuthPageState, name: string) {
  const message = state.fieldErrors[name];
  return {
    name,
    defaultValue: state.values[name],
    error: message ? { message } : undefined,
    reserveError: true,
  };
}

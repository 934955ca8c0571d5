import { createContext, useContext } from 'react';

/**
 * True on pages the server renders without the app's code and whose forms the server itself acts on: there a
 * submit button works as the browser's own and must never wait for hydration, which never comes.
 */
export const NativeFormsContext = createContext(false);

export function useNativeForms(): boolean {
  return useContext(NativeFormsContext);
}

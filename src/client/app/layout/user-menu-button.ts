/** Shared by the menu's stand-in button (user-menu.tsx) and the real trigger, so the swap is invisible. */
export const USER_MENU_BUTTON_CLASS =
  'inline-flex size-9 cursor-pointer items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none';

/**
 * Words of the shared components themselves: the spinner's default, close buttons, the menu and sidebar toggles, the password toggle,
 * the carousel's positions and the notice on links that open a new tab. Words that change with the use (a
 * password field's label) are props, given from the feature's copy. Each word is its own export, read through a
 * namespace import (`import * as UI_COPY from …`), so the build writes in only the words a page renders.
 */
export const loading = 'Loading...';
export const close = 'Close';
export const openMenu = 'Open menu';
export const closeMenu = 'Close menu';
export const toggleSidebar = 'Toggle sidebar';
export const sidebarDescription = 'Navigation and account';
export const showPassword = 'Show password';
export const hidePassword = 'Hide password';
export const previousSlide = 'Previous slide';
export const nextSlide = 'Next slide';
/** A slide's name in its group: "2 of 5". */
export const slideOf = (position: number, count: number) => `${position} of ${count}`;
/** The carousel's spoken position: "Slide 2 of 5". */
export const slidePosition = (position: number, count: number) => `Slide ${position} of ${count}`;
export const opensInNewTab = '(opens in a new tab)';
/** A Markdown image shown as a link: its alt text, or this word when it has none. */
export const image = 'Image';
export const imageLink = (label: string) => `Image: ${label}`;

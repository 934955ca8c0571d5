import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AuthPageState } from '@shared/auth-pages';
import type { PageBootstrap, RenderedPage } from '@shared/page-bootstrap';

/** The browser app's server renderer, built by `npm run build` into dist/ssr beside dist/client. */
export type PageRenderer = {
  renderPage(request: Request, data: PageBootstrap): Promise<RenderedPage>;
  renderAuthPage(url: string, state: AuthPageState): string;
  renderPublicPricingPage(options: { isBillingOff: boolean }): string;
};

export function pageRendererFile(clientDir: string): string {
  return path.join(path.dirname(path.resolve(clientDir)), 'ssr', 'entry-server.js');
}

/** The renderer of this build, or null when the build made none (the server then sends the app's empty shell). */
export async function loadPageRenderer(clientDir: string): Promise<PageRenderer | null> {
  const file = pageRendererFile(clientDir);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

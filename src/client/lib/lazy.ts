import { lazy, type ComponentType } from 'react';

/**
 * React.lazy plus a `preload()` to start fetching early (on hover or focus of what opens it), so code that only
 * an interaction needs stays out of the page's first load and is usually there by the time it is used.
 */
export function lazyWithPreload<Props>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => (loading ??= load());
  return { Component: lazy(async () => ({ default: await preload() })), preload };
}

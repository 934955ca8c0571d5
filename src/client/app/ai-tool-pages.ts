import type { AiToolKey } from '@shared/ai-tools';

/**
 * Each AI tool's page, by its key in AI_TOOLS; the route table mounts each at the tool's path, so a new tool is a
 * line here and its page. The imports stay literal so that the bundler gives every page a chunk of its own.
 */
export const AI_TOOL_PAGES = {
  caption: () => import('@/app/routes/social-media-caption'),
  research: () => import('@/app/routes/market-intelligence'),
} satisfies Record<AiToolKey, () => Promise<{ default: React.ComponentType }>>;

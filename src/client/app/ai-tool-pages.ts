import { AI_TOOLS, type AiToolKey } from '@shared/ai-tools';

export type PageModule = { default: React.ComponentType };

/**
 * Each AI tool's page is app/routes/ai-tools/<its key in AI_TOOLS>.tsx, so a new tool's page is found without a
 * line anywhere else. The glob is resolved by the bundler into one lazy import per file, so every page keeps a
 * chunk of its own.
 */
const PAGES = import.meta.glob<PageModule>('./routes/ai-tools/*.tsx');

/** The file of a tool's page, relative to this module (the glob's keys). */
export function aiToolPageFile(key: AiToolKey): string {
  return `./routes/ai-tools/${key}.tsx`;
}

/** Every AI tool's page with the path the registry gives it; a tool without its page file fails at start. */
export const AI_TOOL_PAGES: { path: string; file: string; load: () => Promise<PageModule> }[] = (
  Object.keys(AI_TOOLS) as AiToolKey[]
).map((key) => {
  const file = aiToolPageFile(key);
  const load = PAGES[file];
  if (!load) throw new Error(`No page for the AI tool ${key}`);
  return { path: AI_TOOLS[key].path, file, load };
});

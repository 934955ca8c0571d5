import type { Platform } from '@shared/platforms';

export type AiEngineKind = 'offline' | 'gemini' | 'openai-compatible';

/** A file sent to the model with the prompt (Gemini receives it as inline data). */
export type AiImage = { mediaType: string; data: Uint8Array };

/** An attached document's text (PDF, DOCX, SVG markup), given to the model inside the prompt. */
export type AiDocument = { name: string; text: string };

/** A web page found for a research question, to be cited by number. */
export type WebSource = {
  title: string;
  url: string;
  excerpt: string;
  /** How many characters of the page's text were read (the Sources cards show it); else the excerpt's. */
  chars?: number;
};

/**
 * What a prompt asks for, in structured form. Real models read the prompt text; the offline engine has no
 * language model, so it builds its answer from this instead — both still travel the same path.
 */
export type AiIntent =
  | { kind: 'captions'; description: string; platform: Platform | null; count: number }
  | { kind: 'research-queries'; question: string }
  | { kind: 'research-report'; question: string; queries: string[]; sources: WebSource[] };

export type AiPrompt = {
  system?: string;
  prompt: string;
  images?: AiImage[];
  intent?: AiIntent;
  /**
   * The offline engine's answer to a prompt of a tool it has no intent for: a tool brings its own, honestly
   * labelled, so that it works without a model and its prompt and answer stay in one module of its own.
   */
  offlineAnswer?: () => string | Promise<string>;
};

export interface AiEngine {
  readonly kind: AiEngineKind;
  /** Shown in the UI, e.g. "Offline engine". */
  readonly label: string;
  readonly model: string;
  /** How long one model call may take before it fails as a timeout (AI_TIMEOUT_MS). */
  readonly timeoutMs: number;
  /**
   * Streams the answer's text. Low level: callers go through streamModelText (engine.ts), directly or by
   * streamCaptions/runResearch, which adds the deadline, the cancellation and the empty-answer check.
   */
  streamText(prompt: AiPrompt, signal: AbortSignal): AsyncIterable<string>;
}

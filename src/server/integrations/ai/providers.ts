/**
 * Chooses the AI engine from the environment: Gemini (GEMINI_API_KEY), any OpenAI-compatible server
 * (OPENAI_BASE_URL: OpenAI, Ollama, vLLM, LM Studio…) or the offline engine. Keys stay inside the provider
 * clients on the server; the engine object exposes only its kind, label and model.
 */
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText, type LanguageModel, type UserContent } from 'ai';
import type { Env } from '../../env';
import { createOfflineEngine } from './offline-engine';
import type { AiEngine, AiEngineKind, AiPrompt } from './types';

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';
/** Paces the offline engine's stream so the UI shows text arriving, as it would from a model. */
const OFFLINE_CHUNK_DELAY_MS = 8;

export type AiEnv = Pick<
  Env,
  'GEMINI_API_KEY' | 'GEMINI_BASE_URL' | 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'
>;

export type AiEngineOptions = {
  /**
   * Retries of a failed provider request (rate limits, 5xx), all within the same AI_TIMEOUT_MS. The AI SDK's
   * default of 2 suits production; tests pass 0 to see the first failure.
   */
  maxRetries?: number;
  offlineChunkDelayMs?: number;
};

function userContent(prompt: AiPrompt): UserContent {
  if (!prompt.images?.length) return prompt.prompt;
  return [
    { type: 'text', text: prompt.prompt },
    ...prompt.images.map((image) => ({
      type: 'file' as const,
      data: image.data,
      mediaType: image.mediaType,
    })),
  ];
}

function createSdkEngine(options: {
  kind: Exclude<AiEngineKind, 'offline'>;
  label: string;
  modelId: string;
  model: LanguageModel;
  timeoutMs: number;
  maxRetries?: number;
}): AiEngine {
  const { model, maxRetries } = options;
  return {
    kind: options.kind,
    label: options.label,
    model: options.modelId,
    timeoutMs: options.timeoutMs,
    async *streamText(prompt, signal) {
      const result = streamText({
        model,
        system: prompt.system,
        messages: [{ role: 'user', content: userContent(prompt) }],
        abortSignal: signal,
        maxRetries,
        // Failures arrive as stream parts below and are thrown there; the SDK's default would print them.
        onError: () => undefined,
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') yield part.text;
        else if (part.type === 'error') throw part.error;
        // The SDK ends an aborted stream quietly; a cut-off answer must not pass for a complete one.
        else if (part.type === 'abort') throw signal.reason ?? new DOMException('Aborted', 'AbortError');
      }
    },
  };
}

export function createAiEngine(env: AiEnv, options: AiEngineOptions = {}): AiEngine {
  const timeoutMs = env.AI_TIMEOUT_MS;
  if (env.GEMINI_API_KEY) {
    const modelId = env.AI_MODEL ?? DEFAULT_GEMINI_MODEL;
    const google = createGoogleGenerativeAI({
      apiKey: env.GEMINI_API_KEY,
      ...(env.GEMINI_BASE_URL ? { baseURL: env.GEMINI_BASE_URL.replace(/\/+$/, '') } : {}),
    });
    return createSdkEngine({
      kind: 'gemini',
      label: 'Google Gemini',
      modelId,
      model: google(modelId),
      timeoutMs,
      maxRetries: options.maxRetries,
    });
  }
  if (env.OPENAI_BASE_URL) {
    // env.ts requires AI_MODEL with OPENAI_BASE_URL; this guards callers that build the settings by hand.
    if (!env.AI_MODEL) throw new Error('AI_MODEL is required when OPENAI_BASE_URL is set');
    const provider = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: env.OPENAI_BASE_URL.replace(/\/+$/, ''),
      ...(env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY } : {}),
    });
    return createSdkEngine({
      kind: 'openai-compatible',
      label: 'OpenAI-compatible model',
      modelId: env.AI_MODEL,
      model: provider.chatModel(env.AI_MODEL),
      timeoutMs,
      maxRetries: options.maxRetries,
    });
  }
  return createOfflineEngine({
    timeoutMs,
    chunkDelayMs: options.offlineChunkDelayMs ?? OFFLINE_CHUNK_DELAY_MS,
  });
}

import { CAPTION_MESSAGES, type CaptionEvent, type CaptionGeneration } from '@shared/ai';
import { AI_TOOLS } from '@shared/ai-tools';
import { splitCaptions, type Platform } from '@shared/platforms';
import type { Database } from '../db/client';
import { AiError, streamCaptions, type AiEngine, type CaptionInput } from '../integrations/ai/engine';
import { planCaptions } from '../integrations/ai/prompts';
import { createAiToolService, relayText, type AiToolRequest } from './ai-tool-service';
import type { GenerationRow } from './generations';
import type { PaidStreams } from './paid-stream';
import type { PromptFile, UploadsService } from './uploads';

function toCaptionGeneration(row: GenerationRow): CaptionGeneration {
  return {
    id: row.id,
    description: row.prompt,
    platform: row.platform as Platform | null,
    captions: row.captions ?? [],
    engine: row.engine,
    creditsUsed: row.creditsUsed,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Attachments as the model takes them: PNG and JPEG as pictures; PDF and DOCX as their extracted text, which
 * every provider can read; SVG as its (sanitised) markup, since models take raster images only. A file that
 * could not be read travels as a note appended to the prompt instead.
 */
export function attachmentsForPrompt(
  files: PromptFile[],
): Pick<CaptionInput, 'images' | 'documents' | 'notes'> {
  const images: NonNullable<CaptionInput['images']> = [];
  const documents: NonNullable<CaptionInput['documents']> = [];
  const notes: string[] = [];
  for (const file of files) {
    if (file.note) notes.push(file.note);
    if (!file.bytes) continue;
    if (file.kind === 'png' || file.kind === 'jpg') images.push({ mediaType: file.type, data: file.bytes });
    else if (file.kind === 'svg')
      documents.push({ name: file.name, text: new TextDecoder().decode(file.bytes) });
    else if (file.text) documents.push({ name: file.name, text: file.text });
  }
  return { images, documents, notes };
}

export type CaptionsService = ReturnType<typeof createCaptionsService>;

type CaptionAnswer = { answer: string; captions: string[] };

/**
 * `POST /api/captions`: reads the attachments, spends 1 credit, then returns the events of the streamed
 * answer. Throws (before spending) a 402 when the user cannot pay.
 */
export function createCaptionsService(deps: {
  db: Database;
  paidStreams: PaidStreams;
  uploads: UploadsService;
  ai: AiEngine;
}) {
  const { uploads, ai } = deps;

  return createAiToolService({
    ...deps,
    tool: AI_TOOLS.caption,
    messages: CAPTION_MESSAGES,
    toView: toCaptionGeneration,
    async request(userId, input): Promise<AiToolRequest<CaptionEvent, CaptionAnswer>> {
      const files = await uploads.readUploadsForPrompt(userId, input.attachmentIds);
      const prompt = { description: input.description, ...attachmentsForPrompt(files) };
      // The platform and count are read from the description alone, before the model is called.
      const plan = planCaptions(input.description);
      return {
        startFields: { platform: plan.platform, count: plan.count },
        async produce(emit, modelSignal) {
          const answer = await relayText(streamCaptions(ai, prompt, modelSignal).text, emit);
          const captions = splitCaptions(answer);
          if (captions.length === 0) throw new AiError('empty');
          return { answer, captions };
        },
        stored: ({ answer, captions }) => ({
          prompt: input.description,
          output: answer,
          captions,
          platform: plan.platform,
        }),
        doneEvent: (row) => ({ type: 'done', generation: toCaptionGeneration(row) }),
      };
    },
  });
}

import { loadNlp } from './compromise-loader';
import { offlineCaptions } from './offline-captions';
import { offlineResearchBrief, offlineSearchQueries } from './offline-research';
import { readQuestion } from './question-reading';
import { readRequest } from './request-reading';
import type { AiIntent } from './types';

/**
 * The offline engine's answer to a structured intent, written from the request as compromise reads it (loaded on
 * the first intent that needs it). A pure function of the intent: the same intent always gets the same answer,
 * wherever it is computed.
 */
export async function answerIntent(intent: AiIntent): Promise<string> {
  switch (intent.kind) {
    case 'captions': {
      const reading = readRequest(await loadNlp(), intent.description);
      // The platform is the one the route planned with and told the user; the reading keeps to it.
      return offlineCaptions({ ...reading, platform: intent.platform }, intent.description, intent.count);
    }
    case 'research-queries':
      return offlineSearchQueries(readQuestion(await loadNlp(), intent.question)).join('\n');
    case 'research-report':
      return offlineResearchBrief(readQuestion(await loadNlp(), intent.question), intent);
  }
}

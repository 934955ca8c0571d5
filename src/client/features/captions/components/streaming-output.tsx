import { REFUND_NOTE } from '@shared/ai-messages';
import type { GenerationPhase } from '../use-caption-generator';
import { CAPTION_COPY } from '../copy';
import { SectionCard } from './section-card';

/**
 * The answer while it streams, and what is left of it after Stop or a failure. Plain text only; it is not a
 * live region, so screen readers are not read every word (the page announces the outcome once).
 */
export function StreamingOutput({
  phase,
  text,
  error,
  engine,
  actions,
}: {
  phase: Exclude<GenerationPhase, 'idle' | 'done'>;
  text: string;
  error: string | null;
  engine: string | null;
  actions: React.ReactNode;
}) {
  const isStreaming = phase === 'generating';
  return (
    <SectionCard
      title={CAPTION_COPY.outputTitle}
      description={engine ? CAPTION_COPY.engine(engine) : undefined}
      actions={actions}
    >
      {phase === 'stopped' ? (
        <p className="text-sm text-muted-foreground">
          {CAPTION_COPY.stopped}
          {/* The engine is known once the credit is spent; the server refunds an answer stopped midway. */}
          {engine ? ` ${REFUND_NOTE}` : null}
        </p>
      ) : null}
      {phase === 'failed' && error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
      {isStreaming || text ? (
        <div
          aria-busy={isStreaming}
          data-testid="caption-stream"
          className="min-h-24 rounded-lg border bg-background p-4 text-sm break-words whitespace-pre-wrap"
        >
          {text}
          {isStreaming ? (
            <span className="text-muted-foreground">
              {text ? ' ' : ''}
              <span aria-hidden="true" className="inline-block motion-safe:animate-pulse">
                ▍
              </span>
              <span className="sr-only">{CAPTION_COPY.streamingLabel}</span>
            </span>
          ) : null}
        </div>
      ) : null}
    </SectionCard>
  );
}

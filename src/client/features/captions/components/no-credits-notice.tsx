import { Link } from 'react-router';
import { CAPTION_MESSAGES } from '@shared/ai-messages';
import { PAGE_PATHS } from '@shared/routes';

/** The daily-reset message, "or wait…" written as a sentence of its own when no upgrade suggestion precedes it. */
const WAIT_FOR_RESET = CAPTION_MESSAGES.dailyReset.replace(/^or w/, 'W');

/** Why Generate is disabled when daily free plus paid credits are below 1; suggests the upgrade the plan offers. */
export function NoCreditsNotice({ id, offersUpgrade }: { id: string; offersUpgrade: boolean }) {
  return (
    <p id={id} className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
      <span className="font-medium">{CAPTION_MESSAGES.noCredits}.</span>{' '}
      {!offersUpgrade ? (
        WAIT_FOR_RESET
      ) : (
        <>
          <Link
            to={PAGE_PATHS.pricing}
            className="rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {CAPTION_MESSAGES.proSuggestion}
          </Link>{' '}
          {CAPTION_MESSAGES.dailyReset}
        </>
      )}
    </p>
  );
}

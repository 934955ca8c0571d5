import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { RESEARCH_MESSAGES } from '@shared/ai';
import { DAILY_FREE_CREDITS, type CreditsView } from '@shared/credits';
import { AI_TOOLS } from '@shared/ai-tools';
import * as RESEARCH_COPY from '@/features/research/copy';
import { EXAMPLE_QUESTIONS, QUICK_ACTIONS, RESEARCH_TIPS } from '@/features/research/copy';
import { expectNoAxeViolations, expectSignedInPageHydrated, signInAsNewUser } from './support';

// Market Intelligence with the offline engine: entry view, streamed result, credits paid by complexity
// (1 simple, 2 complex), and the out-of-credits state.

const [SIMPLE_EXAMPLE, , COMPLEX_EXAMPLE] = EXAMPLE_QUESTIONS;
const OFFLINE_ENGINE = 'Offline engine';

async function openResearch(page: Page) {
  await page.goto(AI_TOOLS.research.path);
  await expect(page.getByRole('heading', { name: RESEARCH_COPY.title, level: 1 })).toBeVisible();
  // Enter sends only once the page is hydrated; before, it would add a new line.
  await expectSignedInPageHydrated(page);
}

const questionBox = (page: Page) => page.getByRole('textbox', { name: RESEARCH_COPY.questionLabel });
const sendButton = (page: Page) => page.getByRole('button', { name: RESEARCH_COPY.send, exact: true });
const answer = (page: Page) => page.getByRole('region', { name: RESEARCH_COPY.reportLabel });

/** The sidebar's credits widget: what every credit display shows after a spend. */
function expectDailyFree(page: Page, left: number) {
  return expect(
    page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByText(`Daily free: ${left} of ${DAILY_FREE_CREDITS} left`),
  ).toBeVisible();
}

/** Waits for the finished result of `question`: its heading, the complete toast, the offline report. */
async function expectResult(page: Page, question: string, creditsUsed: number) {
  await expect(page.getByRole('heading', { name: question, level: 1 })).toBeVisible();
  const toast = page.getByRole('listitem').filter({ hasText: RESEARCH_MESSAGES.completeTitle });
  await expect(toast.getByText(RESEARCH_MESSAGES.complete(creditsUsed))).toBeVisible();
  await expect(answer(page).getByRole('heading', { name: 'Strategic Recommendations' })).toBeVisible();
  await expect(page.getByRole('button', { name: RESEARCH_COPY.regenerate })).toBeVisible();
}

async function closeToasts(page: Page) {
  for (const button of await page.getByRole('button', { name: 'Close toast' }).all()) {
    await button.click();
  }
  await expect(page.getByRole('button', { name: 'Close toast' })).toHaveCount(0);
}

test('the entry view shows the cost banner, five quick actions, three examples and four tips', async ({
  signedInPage: page,
}) => {
  await openResearch(page);
  await expect(page.getByText(RESEARCH_COPY.costBanner)).toBeVisible();
  await expect(page.getByText(RESEARCH_COPY.engine(OFFLINE_ENGINE))).toBeVisible();
  await expect(
    page.getByRole('group', { name: RESEARCH_COPY.quickActionsLabel }).getByRole('button'),
  ).toHaveText(QUICK_ACTIONS.map((action) => action.label));
  const examples = page.getByRole('region', { name: RESEARCH_COPY.examplesTitle }).getByRole('button');
  await expect(examples).toHaveText([...EXAMPLE_QUESTIONS]);
  await expect(page.getByRole('region', { name: RESEARCH_COPY.tipsTitle }).getByRole('listitem')).toHaveText([
    ...RESEARCH_TIPS,
  ]);
  // A free user sees no Pro badge next to the costs.
  await expect(page.getByText(RESEARCH_COPY.costBanner).getByText('Pro', { exact: true })).toHaveCount(0);
});

test('quick-action chips and example questions fill the question box and show its expected cost', async ({
  signedInPage: page,
}) => {
  await openResearch(page);
  const box = questionBox(page);
  for (const action of QUICK_ACTIONS) {
    await page.getByRole('button', { name: action.label, exact: true }).click();
    await expect(box).toHaveValue(action.question);
    // The caret is in the box, ready for the user to finish the question.
    await expect(box).toBeFocused();
  }
  for (const example of EXAMPLE_QUESTIONS) {
    await page.getByRole('button', { name: example }).click();
    await expect(box).toHaveValue(example);
    await expect(box).toBeFocused();
  }
  await page.getByRole('button', { name: SIMPLE_EXAMPLE }).click();
  await expect(page.getByTestId('expected-cost')).toHaveText(RESEARCH_COPY.expectedCost('simple', 1));
  await page.getByRole('button', { name: COMPLEX_EXAMPLE }).click();
  await expect(page.getByTestId('expected-cost')).toHaveText(RESEARCH_COPY.expectedCost('complex', 2));
});

test('an empty or blank question is refused with an error toast and spends nothing', async ({
  signedInPage: page,
}) => {
  await openResearch(page);
  await expectDailyFree(page, DAILY_FREE_CREDITS);
  let researchRequests = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/research') researchRequests++;
  });

  for (const blank of ['', '   \n  ']) {
    await questionBox(page).fill(blank);
    await sendButton(page).click();
    const toast = page.getByRole('listitem').filter({ hasText: RESEARCH_MESSAGES.emptyQuestion });
    await expect(toast.getByText(RESEARCH_MESSAGES.emptyQuestionTitle, { exact: true })).toBeVisible();
    await closeToasts(page);
  }
  await expect(page.getByRole('heading', { name: RESEARCH_COPY.title, level: 1 })).toBeVisible();
  expect(researchRequests).toBe(0);
  await expectDailyFree(page, DAILY_FREE_CREDITS);
});

test('a simple question costs 1 credit and a complex one 2, by keyboard and by mouse', async ({
  signedInPage: page,
}) => {
  await openResearch(page);
  await expectDailyFree(page, DAILY_FREE_CREDITS);

  // Keyboard: type the question, Enter sends it, focus lands on the question heading of the result.
  await questionBox(page).focus();
  await page.keyboard.type(SIMPLE_EXAMPLE);
  await page.keyboard.press('Enter');
  await expectResult(page, SIMPLE_EXAMPLE, 1);
  await expect(page.getByRole('heading', { name: SIMPLE_EXAMPLE, level: 1 })).toBeFocused();
  await expect(page.getByText(RESEARCH_COPY.engine(OFFLINE_ENGINE))).toBeVisible();
  await expect(page.getByText(RESEARCH_COPY.creditsUsed('simple', 1))).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Research complete. Used 1 credit.' }),
  ).toBeAttached();
  // No search provider on this server: no source cards, and the page says why instead of inventing any.
  await expect(page.getByText(RESEARCH_COPY.noSourcesConfigured)).toBeVisible();
  await expect(page.getByRole('region', { name: RESEARCH_COPY.sourcesTitle }).getByRole('link')).toHaveCount(
    0,
  );
  await expectDailyFree(page, DAILY_FREE_CREDITS - 1);
  // The follow-up box is shown, disabled.
  await expect(page.getByRole('textbox', { name: RESEARCH_COPY.followUpLabel })).toBeDisabled();

  // New search (by keyboard) goes back to an empty question box, which takes the focus.
  await page.getByRole('button', { name: RESEARCH_COPY.newSearch }).focus();
  await page.keyboard.press('Enter');
  await expect(questionBox(page)).toBeFocused();
  await expect(questionBox(page)).toHaveValue('');
  await closeToasts(page);

  await page.getByRole('button', { name: COMPLEX_EXAMPLE }).click();
  await sendButton(page).click();
  await expectResult(page, COMPLEX_EXAMPLE, 2);
  await expect(page.getByText(RESEARCH_COPY.creditsUsed('complex', 2))).toBeVisible();
  await expectDailyFree(page, DAILY_FREE_CREDITS - 3);
});

test('Copy puts the report on the clipboard and Regenerate runs the question again, paid again', async ({
  page,
  request,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsNewUser(page, request);
  await openResearch(page);
  await page.getByRole('button', { name: SIMPLE_EXAMPLE }).click();
  await sendButton(page).click();
  await expectResult(page, SIMPLE_EXAMPLE, 1);
  await closeToasts(page);

  await page.getByRole('button', { name: RESEARCH_COPY.copy }).click();
  const copied = page.getByRole('listitem').filter({ hasText: RESEARCH_MESSAGES.copied });
  await expect(copied.getByText(RESEARCH_MESSAGES.copiedTitle, { exact: true })).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  const [stored] = (await (await page.request.get('/api/research')).json()).reports as { report: string }[];
  expect(clipboard).toBe(stored!.report);
  expect(clipboard).toContain('Executive Summary');
  await closeToasts(page);

  await page.getByRole('button', { name: RESEARCH_COPY.regenerate }).click();
  await expectResult(page, SIMPLE_EXAMPLE, 1);
  await expectDailyFree(page, DAILY_FREE_CREDITS - 2);
  const { reports } = (await (await page.request.get('/api/research')).json()) as {
    reports: { question: string }[];
  };
  expect(reports.map((report) => report.question)).toEqual([SIMPLE_EXAMPLE, SIMPLE_EXAMPLE]);
});

test('with no credits left, send is disabled with the no-credits message', async ({ signedInPage: page }) => {
  // Spend every credit through the API: 5 daily free, then 5 paid, one simple question each.
  const credits = async () => (await (await page.request.get('/api/credits')).json()) as CreditsView;
  const start = await credits();
  const spends = start.dailyFreeRemaining + start.remainingCredits;
  const answers = await Promise.all(
    Array.from({ length: spends }, () =>
      page.request.post('/api/research', { data: { question: 'Who buys oat milk?' } }),
    ),
  );
  for (const response of answers) {
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('"type":"done"');
  }
  expect(await credits()).toMatchObject({ dailyFreeRemaining: 0, remainingCredits: 0 });

  await openResearch(page);
  await expect(page.getByRole('alert').filter({ hasText: RESEARCH_MESSAGES.noCredits })).toBeVisible();
  await expect(sendButton(page)).toBeDisabled();
  await expect(sendButton(page)).toHaveAccessibleDescription(new RegExp(RESEARCH_MESSAGES.noCredits));
  await questionBox(page).fill('Who buys oat milk?');
  await expect(sendButton(page)).toBeDisabled();
  // Enter does not get round the disabled button.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: RESEARCH_COPY.title, level: 1 })).toBeVisible();
});

test('the entry and result views have no axe violations in light and dark', async ({
  signedInPage: page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await openResearch(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: SIMPLE_EXAMPLE }).click();
    await sendButton(page).click();
    await expectResult(page, SIMPLE_EXAMPLE, 1);
    await expectNoAxeViolations(page);
  }
});

import { type Locator, type Page, type Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { CAPTION_MESSAGES, INSUFFICIENT_CREDITS_CODE, REFUND_NOTE, type CaptionEvent } from '@shared/ai';
import { DAILY_FREE_CREDITS, FREE_STARTING_CREDITS } from '@shared/credits';
import { PLATFORMS } from '@shared/platforms';
import { POSTING_MESSAGES } from '@shared/posting';
import { AI_TOOLS } from '@shared/ai-tools';
import { PAGE_PATHS } from '@shared/routes';
import { UPLOAD_MESSAGES } from '@shared/uploads';
import { samplePeExecutable, samplePng } from '../../src/server/testing/sample-files';
import { CAPTION_COPY, QUICK_START_IDEAS } from '@/features/captions/copy';
import {
  collectPageErrors,
  expectNoAxeViolations,
  expectSignedInPageHydrated,
  signInAsNewUser,
} from './support';

// The caption generator (presets, platform detection, credits, copy, posting, attachments)
// against the built app with the offline engine: the test server has no model configured.

const OFFLINE_ENGINE = 'Offline engine';
const TIKTOK_IDEA = QUICK_START_IDEAS.find((idea) => /tiktok/i.test(idea.description))!;
const INSTAGRAM_IDEA = QUICK_START_IDEAS.find((idea) => /instagram/i.test(idea.description))!;

const descriptionBox = (page: Page) => page.getByLabel(CAPTION_COPY.descriptionLabel);
const generateButton = (page: Page) => page.getByRole('button', { name: CAPTION_COPY.generate });
const resultRegion = (page: Page) => page.getByRole('region', { name: CAPTION_COPY.resultTitle });
const variations = (page: Page) => resultRegion(page).getByRole('article');
const variationText = (variation: Locator) => variation.locator('p').first();
// The button reads "Copy", then "Copied!" for a moment; both name the same control.
const copyButton = (variation: Locator) => variation.getByRole('button', { name: /^(Copy|Copied!)/ });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Closes every toast, so the next check sees only toasts that come after it. */
async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  for (const close of await toasts.getByRole('button', { name: 'Close toast' }).all()) {
    await close.click();
  }
  await expect(toasts).toHaveCount(0);
}

/** The sidebar's credits card: "Daily free: N of 5 left" and the paid credits left. */
const sidebarCredits = (page: Page) => page.getByRole('region', { name: 'Credits' });
async function expectCredits(page: Page, dailyFree: number, paid: number) {
  const card = sidebarCredits(page);
  await expect(card.getByText(`Daily free: ${dailyFree} of ${DAILY_FREE_CREDITS} left`)).toBeVisible();
  await expect(card.getByTestId('paid-credits')).toHaveText(String(paid));
}

async function openCaptionPage(page: Page) {
  await page.goto(AI_TOOLS.caption.path);
  await expect(page.getByRole('heading', { name: CAPTION_COPY.title, level: 1 })).toBeVisible();
  // Enter sends only once the page is hydrated; before, it would add a new line.
  await expectSignedInPageHydrated(page);
}

const isCaptionPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/captions';

/** Every caption request the page sends, from now on. */
function recordCaptionPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isCaptionPost(request)) posts.push(request);
  });
  return posts;
}

/** Generates from whatever is in the box and waits for the finished captions. */
async function generateCaptions(page: Page) {
  await generateButton(page).click();
  await expect(toast(page, CAPTION_MESSAGES.generatedTitle)).toContainText(CAPTION_MESSAGES.generated);
  await expect(variations(page).first()).toBeVisible();
}

test('the Quick Start Ideas fill the box, and Generate streams captions paid with one credit', async ({
  page,
  request,
}) => {
  const errors = await collectPageErrors(page);
  await signInAsNewUser(page, request);
  await openCaptionPage(page);
  await expect(page.getByText(`${CAPTION_COPY.engineBadge} ${OFFLINE_ENGINE}`)).toBeVisible();
  await expectCredits(page, DAILY_FREE_CREDITS, FREE_STARTING_CREDITS);

  const ideas = page.getByRole('region', { name: CAPTION_COPY.quickStartTitle }).getByRole('button');
  await expect(ideas).toHaveCount(5);
  for (const idea of QUICK_START_IDEAS) {
    await page.getByRole('button', { name: idea.label, exact: true }).click();
    await expect(descriptionBox(page)).toHaveValue(idea.description);
    // Picking an idea leaves focus in the box, ready for Enter.
    await expect(descriptionBox(page)).toBeFocused();
  }

  await page.getByRole('button', { name: INSTAGRAM_IDEA.label, exact: true }).click();
  await expect(page.getByTestId('detected-platform')).toHaveText(
    CAPTION_COPY.detectedPlatform(PLATFORMS.instagram.name),
  );
  const posts = recordCaptionPosts(page);
  await generateCaptions(page);
  expect(posts).toHaveLength(1);
  expect(posts[0]!.postDataJSON()).toEqual({ description: INSTAGRAM_IDEA.description, attachmentIds: [] });

  // The offline engine's three variations, each within Instagram's limit, and who wrote them.
  await expect(variations(page)).toHaveCount(3);
  await expect(resultRegion(page)).toContainText(CAPTION_COPY.engine(OFFLINE_ENGINE));
  for (const variation of await variations(page).all()) {
    await expect(variation.getByText(/^\d+ \/ 2200 characters \(Instagram\)$/)).toBeVisible();
  }
  // Screen readers hear the outcome once, not every streamed word.
  await expect(page.getByRole('status').filter({ hasText: CAPTION_COPY.announceDone(3) })).toBeAttached();

  // Daily free credits are spent first: the sidebar shows 5 → 4 without a reload.
  await expectCredits(page, DAILY_FREE_CREDITS - 1, FREE_STARTING_CREDITS);

  const recent = page.getByRole('region', { name: CAPTION_COPY.recentTitle });
  const recentItems = recent.locator('summary').filter({ hasText: INSTAGRAM_IDEA.description });
  await expect(recentItems).toHaveCount(1);

  // Regenerate sends the same request again and pays again.
  await resultRegion(page).getByRole('button', { name: CAPTION_COPY.regenerate }).click();
  await expect.poll(() => posts.length).toBe(2);
  expect(posts[1]!.postDataJSON()).toEqual(posts[0]!.postDataJSON());
  await expectCredits(page, DAILY_FREE_CREDITS - 2, FREE_STARTING_CREDITS);
  await expect(recentItems).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('a TikTok description shows the TikTok optimization card', async ({ signedInPage: page }) => {
  await openCaptionPage(page);
  const tiktokCard = page.getByRole('region', { name: CAPTION_COPY.tiktokTitle });

  await descriptionBox(page).fill(INSTAGRAM_IDEA.description);
  await expect(page.getByTestId('detected-platform')).toHaveText(
    CAPTION_COPY.detectedPlatform(PLATFORMS.instagram.name),
  );
  await expect(tiktokCard).toHaveCount(0);

  await page.getByRole('button', { name: TIKTOK_IDEA.label, exact: true }).click();
  await expect(page.getByTestId('detected-platform')).toHaveText(
    CAPTION_COPY.detectedPlatform(PLATFORMS.tiktok.name),
  );
  await expect(tiktokCard).toBeVisible();

  await generateCaptions(page);
  await expect(tiktokCard).toBeVisible();
  // Counted against TikTok's limit, and TikTok comes first among the post buttons.
  await expect(
    variations(page)
      .first()
      .getByText(/^\d+ \/ 2200 characters \(TikTok\)$/),
  ).toBeVisible();
  const postButtons = page.getByRole('region', { name: CAPTION_COPY.postTitle }).getByRole('button');
  await expect(postButtons.first()).toHaveAccessibleName(
    `${CAPTION_COPY.postTo(PLATFORMS.tiktok.name)} ${CAPTION_COPY.opensInNewTab}`,
  );

  await descriptionBox(page).fill('A plain post about our bakery');
  await expect(page.getByTestId('detected-platform')).toHaveText(CAPTION_COPY.noPlatform);
});

test.describe('with clipboard access', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('each variation copies on its own: "Copied!" for a moment and the toast', async ({
    page,
    request,
  }) => {
    await signInAsNewUser(page, request);
    await openCaptionPage(page);
    await descriptionBox(page).fill(INSTAGRAM_IDEA.description);
    await generateCaptions(page);

    const second = variations(page).nth(1);
    await expect(second).toHaveAccessibleName(CAPTION_COPY.variation(1));
    await copyButton(second).click();
    await expect(copyButton(second)).toContainText(CAPTION_COPY.copied);
    await expect(copyButton(variations(page).first())).toContainText(CAPTION_COPY.copy);
    await expect(toast(page, CAPTION_MESSAGES.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await variationText(second).textContent(),
    );
    // "Copied!" lasts 2 s, then the button reads "Copy" again.
    await expect(copyButton(second)).toContainText(CAPTION_COPY.copy);
  });

  test('TikTok copies the caption first, then opens its upload page', async ({ page, context, request }) => {
    await context.route('https://www.tiktok.com/**', (route) => route.fulfill({ body: 'TikTok upload' }));
    await signInAsNewUser(page, request);
    await openCaptionPage(page);
    await page.getByRole('button', { name: TIKTOK_IDEA.label, exact: true }).click();
    await generateCaptions(page);

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: CAPTION_COPY.postTo(PLATFORMS.tiktok.name) }).click();
    expect((await popup).url()).toBe('https://www.tiktok.com/upload');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await variationText(variations(page).first()).textContent(),
    );
    const status = page
      .getByRole('region', { name: CAPTION_COPY.postTitle })
      .getByRole('status')
      .filter({ hasText: POSTING_MESSAGES.copiedAndOpening('tiktok') });
    await expect(status).toBeVisible();
  });
});

test('posting to X opens its compose page with the chosen caption; the message clears after 3 s', async ({
  page,
  context,
  request,
}) => {
  await context.route('https://twitter.com/**', (route) => route.fulfill({ body: 'X compose' }));
  await signInAsNewUser(page, request);
  await openCaptionPage(page);
  await descriptionBox(page).fill('Announce our spring sale');
  await generateCaptions(page);

  const panel = page.getByRole('region', { name: CAPTION_COPY.postTitle });
  await panel.getByRole('radio', { name: CAPTION_COPY.variation(2) }).check();
  const popup = page.waitForEvent('popup');
  await panel.getByRole('button', { name: CAPTION_COPY.postTo(PLATFORMS.twitter.name) }).click();
  const url = new URL((await popup).url());
  expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
  expect(url.searchParams.get('text')).toBe(await variationText(variations(page).nth(2)).textContent());

  const message = panel.getByRole('status');
  await expect(message).toHaveText(POSTING_MESSAGES.opening('twitter'));
  await expect(message).toHaveText('');
});

test('Enter generates, Shift+Enter adds a new line', async ({ signedInPage: page }) => {
  await openCaptionPage(page);
  const posts = recordCaptionPosts(page);
  const box = descriptionBox(page);

  await box.click();
  await page.keyboard.type('Launch day for our candles');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Hand-poured in small batches');
  await expect(box).toHaveValue('Launch day for our candles\nHand-poured in small batches');
  expect(posts).toHaveLength(0);

  const sent = page.waitForRequest(isCaptionPost);
  await page.keyboard.press('Enter');
  expect((await sent).postDataJSON()).toEqual({
    description: 'Launch day for our candles\nHand-poured in small batches',
    attachmentIds: [],
  });
  await expect(toast(page, CAPTION_MESSAGES.generatedTitle)).toBeVisible();
  // Enter sent the text instead of adding a line to it.
  await expect(box).toHaveValue('Launch day for our candles\nHand-poured in small batches');
});

test('a blank description is never sent and shows an error toast', async ({ signedInPage: page }) => {
  await openCaptionPage(page);
  const posts = recordCaptionPosts(page);

  await generateButton(page).click();
  await expect(toast(page, CAPTION_MESSAGES.emptyDescription)).toBeVisible();
  await expect(descriptionBox(page)).toBeFocused();

  await dismissToasts(page);
  await descriptionBox(page).focus();
  await page.keyboard.type('   ');
  await page.keyboard.press('Enter');
  await expect(toast(page, CAPTION_MESSAGES.emptyDescription)).toBeVisible();
  await expect(descriptionBox(page)).toHaveValue('   ');
  expect(posts).toHaveLength(0);
  await expectCredits(page, DAILY_FREE_CREDITS, FREE_STARTING_CREDITS);
});

test('Stop aborts the request while it streams and Generate comes back', async ({ signedInPage: page }) => {
  // The answer is held back, so the page stays in its generating state for as long as the test needs.
  let heldRequests = 0;
  await page.route('**/api/captions', (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    heldRequests += 1;
  });
  await openCaptionPage(page);
  await descriptionBox(page).fill('Announce our spring sale');
  await generateButton(page).click();

  await expect(page.getByRole('button', { name: CAPTION_COPY.generating })).toBeDisabled();
  const stop = page.getByRole('button', { name: CAPTION_COPY.stop });
  // Focus follows the disabled Generate button to Stop, so the keyboard path goes on.
  await expect(stop).toBeFocused();
  await expect.poll(() => heldRequests).toBe(1);
  await page.keyboard.press('Enter');

  await expect(
    page.getByRole('region', { name: CAPTION_COPY.outputTitle }).getByText(CAPTION_COPY.stopped),
  ).toBeVisible();
  await expect(stop).toHaveCount(0);
  await expect(generateButton(page)).toBeEnabled();
  await expect(generateButton(page)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: CAPTION_COPY.announceStopped })).toBeAttached();
});

test('out of credits: Generate is disabled with the no-credits message', async ({ signedInPage: page }) => {
  // 5 daily free credits, then 5 paid ones, each paid for by a finished generation.
  for (let spent = 0; spent < DAILY_FREE_CREDITS + FREE_STARTING_CREDITS; spent += 1) {
    const response = await page.request.post('/api/captions', { data: { description: `Post ${spent}` } });
    expect(response.status()).toBe(200);
    const events = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as CaptionEvent);
    expect(events.at(-1)?.type).toBe('done');
  }
  const refused = await page.request.post('/api/captions', { data: { description: 'One more' } });
  expect(refused.status()).toBe(402);
  expect(await refused.json()).toEqual({
    error: { code: INSUFFICIENT_CREDITS_CODE, message: CAPTION_MESSAGES.noCredits },
  });

  await openCaptionPage(page);
  await expectCredits(page, 0, 0);
  const posts = recordCaptionPosts(page);
  await expect(generateButton(page)).toBeDisabled();
  const notice = page.getByText(CAPTION_MESSAGES.noCredits).locator('..');
  await expect(notice).toContainText(CAPTION_MESSAGES.proSuggestion);
  await expect(notice).toContainText(CAPTION_MESSAGES.dailyReset);
  await expect(notice.getByRole('link', { name: CAPTION_MESSAGES.proSuggestion })).toHaveAttribute(
    'href',
    PAGE_PATHS.pricing,
  );
  await expect(generateButton(page)).toHaveAccessibleDescription(new RegExp(CAPTION_MESSAGES.proSuggestion));

  // Enter is refused the same way.
  await descriptionBox(page).fill('One more post');
  await descriptionBox(page).press('Enter');
  await expect(descriptionBox(page)).toHaveValue('One more post');
  expect(posts).toHaveLength(0);
  await expectNoAxeViolations(page);
});

test('a failed generation shows the failure toast with the refund, and streamed markup stays text', async ({
  signedInPage: page,
}) => {
  await openCaptionPage(page);
  await page.route('**/api/captions', (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const events: CaptionEvent[] = [
      {
        type: 'start',
        platform: null,
        count: 3,
        engine: OFFLINE_ENGINE,
        creditsUsed: 1,
        dailyFreeUsed: true,
      },
      { type: 'delta', text: '1. <img src=x onerror="window.__hacked=1">' },
      { type: 'error', message: CAPTION_MESSAGES.failed, refunded: true },
    ];
    return route.fulfill({
      contentType: 'application/x-ndjson',
      body: events.map((event) => JSON.stringify(event)).join('\n'),
    });
  });
  await descriptionBox(page).fill('Announce our spring sale');
  await generateButton(page).click();

  await expect(toast(page, CAPTION_MESSAGES.failedTitle)).toContainText(
    `${CAPTION_MESSAGES.failed} ${REFUND_NOTE}`,
  );
  // The streamed words stay text: the markup shows as written and never runs.
  await expect(page.getByTestId('caption-stream')).toHaveText('1. <img src=x onerror="window.__hacked=1">');
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
  await expect(generateButton(page)).toBeEnabled();
});

test('attachments: a PNG is uploaded, sent and removable; other files are refused with type and size messages', async ({
  signedInPage: page,
}) => {
  await openCaptionPage(page);
  const attached = page.getByRole('list', { name: CAPTION_COPY.attachmentsLabel });
  const uploads: Request[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/uploads') uploads.push(sent);
  });

  async function attach(name: string, buffer: Uint8Array, mimeType: string) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: CAPTION_COPY.attach }).click();
    await (await chooser).setFiles({ name, mimeType, buffer: Buffer.from(buffer) });
  }

  // An executable is refused by name before anything is sent.
  await attach('setup.exe', samplePeExecutable(), 'application/x-msdownload');
  await expect(toast(page, UPLOAD_MESSAGES.unsupportedType)).toBeVisible();
  expect(uploads).toHaveLength(0);

  // One renamed to .png passes the browser's check; the server reads its content and refuses it.
  await dismissToasts(page);
  await attach('holiday.png', samplePeExecutable(), 'image/png');
  await expect(toast(page, UPLOAD_MESSAGES.unsupportedType)).toBeVisible();
  expect(uploads).toHaveLength(1);
  await expect(attached).toHaveCount(0);

  await attach('photo.png', samplePng(), 'image/png');
  await expect(toast(page, UPLOAD_MESSAGES.uploaded)).toBeVisible();
  await expect(attached.getByRole('listitem')).toHaveText(['photo.png']);

  const sent = page.waitForRequest(isCaptionPost);
  await descriptionBox(page).fill('Instagram post for this photo of our new shop');
  await generateCaptions(page);
  const { attachmentIds } = (await sent).postDataJSON() as { attachmentIds: string[] };
  expect(attachmentIds).toHaveLength(1);

  const deleted = page.waitForRequest(
    (sentRequest) =>
      sentRequest.method() === 'DELETE' && sentRequest.url().endsWith(`/api/uploads/${attachmentIds[0]}`),
  );
  await attached.getByRole('button', { name: CAPTION_COPY.removeAttachment('photo.png') }).click();
  expect((await (await deleted).response())?.status()).toBe(204);
  await expect(attached).toHaveCount(0);
});

test('the caption page has no axe violations in light and dark, with results and the TikTok card', async ({
  signedInPage: page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await openCaptionPage(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: TIKTOK_IDEA.label, exact: true }).click();
    await generateCaptions(page);
    await expect(page.getByRole('region', { name: CAPTION_COPY.tiktokTitle })).toBeVisible();
    await page
      .getByRole('region', { name: CAPTION_COPY.recentTitle })
      .getByRole('listitem')
      .first()
      .locator('summary')
      .click();
    await expectNoAxeViolations(page);
  }
});

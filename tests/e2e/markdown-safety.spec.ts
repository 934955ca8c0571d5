import { createServer as createHttpServer } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { RESEARCH_MESSAGES } from '@shared/ai';
import type { CreditsView } from '@shared/credits';
import * as RESEARCH_COPY from '@/features/research/copy';
import { listenOnLoopback } from '../fakes/loopback';
import { startOpenAiCompatibleFake, type OpenAiCompatibleFake } from '../fakes/openai-compatible-server';
import { SECOND_APP_START_TIMEOUT_MS, signInAsNewUserOn, startSecondApp } from './support';

// A model's report is untrusted text. A second instance of the built app talks to an OpenAI-compatible fake
// whose report carries script, event handlers, javascript: links and a remote image on a port this test
// watches; the page must run none of it, link none of it and load none of it, while the safe Markdown renders.
// It also shows the model path streaming through the page, and Stop refunding a report still being written.

const MODEL = 'fake-research-model';
const MODEL_ENGINE = 'OpenAI-compatible model';
const QUESTION = 'Who are the main buyers of oat milk in Berlin?';
const QUERIES = 'oat milk buyers Berlin\noat milk market Berlin\nplant-based milk Germany';

// One app and one fake for both tests (parallel workers would each start their own).
test.describe.configure({ mode: 'serial' });
// The app's Content-Security-Policy would block inline script and http images by itself; it is the second
// line of defence. Without it here, these tests prove the first one, the renderer, on its own.
test.use({ bypassCSP: true });

let model: OpenAiCompatibleFake;
let watched: { origin: string; paths: string[]; close: () => Promise<void> };
let app: Awaited<ReturnType<typeof startSecondApp>>;
let base: string;

/** A server that only records what reaches it: the host a remote image in the report points at. */
async function startWatchedServer() {
  const paths: string[] = [];
  const server = createHttpServer((req, res) => {
    paths.push(req.url ?? '');
    res.writeHead(204).end();
  });
  const { origin, close } = await listenOnLoopback(server);
  return { origin, paths, close };
}

function hostileReport(watchedOrigin: string): string[] {
  // Split across chunks (one mid-tag) so the page renders partial Markdown while it streams.
  return [
    '## Executive Summary\n\nOat milk is bought by **young urban households**. ',
    'Read the [safe report](https://example.com/oat-report).\n\n',
    '<script>window.__pwned = "script"; alert("script")</script>\n\n',
    "Inline <img src=x onerror=\"window.__pwned = 'img'; alert('img')\"> html.\n\n",
    "[click me](javascript:window.__pwned='md-link';alert(1))\n\n",
    `![remote chart](${watchedOrigin}/pixel.png)\n\n`,
    '<a href="javascript:window.__pwned=\'raw-link\';alert(2)">raw link</a>\n\n',
    `<img src="${watchedOrigin}/raw-img.png">\n\n`,
    '## Market Analysis\n\n| Segment | Share |\n|---|---|\n| Students | 40% |\n',
  ];
}

test.beforeAll(async () => {
  test.setTimeout(SECOND_APP_START_TIMEOUT_MS);
  model = await startOpenAiCompatibleFake();
  watched = await startWatchedServer();
  app = await startSecondApp('markdown', { OPENAI_BASE_URL: model.baseUrl, AI_MODEL: MODEL });
  base = app.base;
});

test.afterAll(async () => {
  app?.stop();
  await model?.close();
  await watched?.close();
});

test.beforeEach(() => model.reset());

async function askQuestion(page: Page) {
  await page.goto(`${base}/dashboard/market-intelligence`);
  await page.getByRole('textbox', { name: RESEARCH_COPY.questionLabel }).fill(QUESTION);
  await page.getByRole('button', { name: RESEARCH_COPY.send, exact: true }).click();
  await expect(page.getByRole('heading', { name: QUESTION, level: 1 })).toBeVisible();
}

test('a hostile model report runs no script, links no javascript: URL and loads no remote image', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const browserRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(watched.origin)) browserRequests.push(sent.url());
  });
  model.enqueue(
    { kind: 'stream', chunks: [QUERIES] },
    { kind: 'stream', chunks: hostileReport(watched.origin) },
  );
  await signInAsNewUserOn(base, page, 'Markdown Tester');
  await askQuestion(page);

  const report = page.getByRole('region', { name: RESEARCH_COPY.reportLabel });
  const toast = page.getByRole('listitem').filter({ hasText: RESEARCH_MESSAGES.completeTitle });
  await expect(toast.getByText(RESEARCH_MESSAGES.complete(1))).toBeVisible();
  await expect(page.getByText(RESEARCH_COPY.engine(MODEL_ENGINE))).toBeVisible();
  // The model really answered: both calls of the two-step research (queries, then report) reached it.
  expect(model.requests.map((request) => (request.body as { model?: string }).model)).toEqual([MODEL, MODEL]);
  // The report's last line is on screen, so all of it has been rendered.
  await expect(report.getByRole('cell', { name: 'Students' })).toBeVisible();

  // Nothing was loaded from the watched host. A request made now arrives, so one the page had made while
  // rendering would have arrived before it.
  await page.evaluate((url) => void fetch(url, { mode: 'no-cors' }), `${watched.origin}/control`);
  await expect.poll(() => watched.paths).toContain('/control');
  expect(watched.paths).toEqual(['/control']);
  expect(browserRequests).toEqual([`${watched.origin}/control`]);

  // Nothing ran, nothing dangerous is in the DOM.
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  await expect(report.locator('script, img, iframe, [onerror]')).toHaveCount(0);
  const javascriptUrls = await page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter((attribute) => /javascript:/i.test(attribute.value))
        .map((attribute) => `${element.tagName} ${attribute.name}`),
    ),
  );
  expect(javascriptUrls).toEqual([]);

  // The safe parts render as Markdown.
  await expect(report.getByRole('heading', { name: 'Executive Summary', level: 3 })).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Market Analysis', level: 3 })).toBeVisible();
  await expect(report.getByText('young urban households')).toHaveCSS('font-weight', '700');
  const safeLink = report.getByRole('link', { name: /safe report/ });
  await expect(safeLink).toHaveAttribute('href', 'https://example.com/oat-report');
  await expect(safeLink).toHaveAttribute('target', '_blank');
  await expect(safeLink).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  // The unsafe link's text stays readable, as plain text; the image becomes a link the user may follow.
  await expect(report.getByText('click me')).toBeVisible();
  await expect(report.getByRole('link', { name: /click me/ })).toHaveCount(0);
  await expect(report.getByRole('link', { name: /Image: remote chart/ })).toHaveAttribute(
    'href',
    `${watched.origin}/pixel.png`,
  );
});

test('the model report streams into the page, and Stop ends it and refunds the credit', async ({ page }) => {
  model.enqueue(
    { kind: 'stream', chunks: [QUERIES] },
    // Part of the report, then the model goes quiet: what the page shows can only have come from the stream.
    { kind: 'stream', chunks: ['## Executive Summary\n\n', 'Streaming ', 'has begun.'], hang: true },
  );
  await signInAsNewUserOn(base, page, 'Markdown Tester');
  const credits = async () => (await (await page.request.get(`${base}/api/credits`)).json()) as CreditsView;
  const before = await credits();
  await askQuestion(page);

  const report = page.getByRole('region', { name: RESEARCH_COPY.reportLabel });
  await expect(report.getByText('Streaming has begun.')).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Executive Summary' })).toBeVisible();
  await expect(report).toHaveAttribute('aria-busy', 'true');
  expect((await credits()).dailyFreeRemaining).toBe(before.dailyFreeRemaining - 1);

  await page.getByRole('button', { name: RESEARCH_COPY.stop }).click();
  const box = page.getByRole('textbox', { name: RESEARCH_COPY.questionLabel });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(QUESTION);
  await expect(page.getByText(RESEARCH_COPY.stopped)).toBeVisible();
  await expect.poll(async () => (await credits()).dailyFreeRemaining).toBe(before.dailyFreeRemaining);
  await expect(
    page.getByRole('complementary', { name: 'Sidebar' }).getByText(/^Daily free: 5 of 5 left$/),
  ).toBeVisible();
  // The server let go of the model call too.
  await expect.poll(() => model.disconnects()).toBe(1);
});

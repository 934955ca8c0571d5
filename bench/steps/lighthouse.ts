/**
 * Step 1b: Lighthouse with its default configuration, which is mobile: a Moto G Power-sized screen, 4× CPU
 * slow-down and simulated slow 4G (150 ms RTT, 1.6 Mbit/s). Debian's Chromium, headless. Signed-in pages get the
 * user's session cookie as an extra header on every request.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from '../lib/stats';
import { run } from '../lib/processes';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium off the (closed) network of these machines and quiet in a container. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type LighthouseRun = {
  route: string;
  finalUrl: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** What the page transferred, as Lighthouse saw it (bytes on the wire). */
  scriptTransferBytes: number;
  stylesheetTransferBytes: number;
  totalTransferBytes: number;
  /** The LCP element and how its time splits (TTFB, load delay, load time, render delay), when reported. */
  lcpElement: string;
  lcpPhasesMs: Record<string, number>;
  /** Audits of the four categories that did not pass (score < 1), to say why a score is below 100. */
  failing: string[];
  warnings: string[];
};

export type LighthouseSummary = Omit<LighthouseRun, 'finalUrl' | 'failing' | 'warnings' | 'lcpElement'> & {
  lcpElement: string;
  runs: number;
  failing: string[];
};

/** Installs Debian's Chromium like CI does when it is missing and we are root; else says what to do. */
export async function ensureChromium(): Promise<string> {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH) {
    console.log('bench: installing Debian chromium for Lighthouse...');
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      ...process.env,
      DEBIAN_FRONTEND: 'noninteractive',
    });
    if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  }
  throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`);
}

/** What an issue-list audit found, e.g. inspector-issues' issue types or the console's errors. */
function auditDetail(details: unknown): string {
  const items =
    (details as { items?: { issueType?: string; description?: string }[] } | undefined)?.items ?? [];
  const found = [...new Set(items.map((item) => item.issueType ?? item.description).filter(Boolean))];
  return found.length ? ` (${found.slice(0, 3).join('; ').slice(0, 200)})` : '';
}

type LcpDetails = {
  items?: {
    items?: { node?: { selector?: string; nodeLabel?: string }; phase?: string; timing?: number }[];
  }[];
};

/** The LCP element's label and its phases, from the largest-contentful-paint-element audit. */
function lcpBreakdown(details: unknown): { element: string; phases: Record<string, number> } {
  const tables = (details as LcpDetails | undefined)?.items ?? [];
  const rows = tables.flatMap((table) => table.items ?? []);
  const node = rows.find((row) => row.node)?.node;
  const phases: Record<string, number> = {};
  for (const row of rows) if (row.phase && typeof row.timing === 'number') phases[row.phase] = row.timing;
  const label = node?.nodeLabel?.slice(0, 60) ?? '';
  return { element: node ? `${node.selector ?? ''}${label ? ` ("${label}")` : ''}` : 'unknown', phases };
}

/** One page to audit: `route` names it in the results; `path` is what is loaded when it carries a query. */
export type PageLoad = {
  route: string;
  path?: string;
  cookie?: string;
  /** The page answers with a 404 status on purpose: Lighthouse would otherwise refuse to measure it. */
  isNotFound?: boolean;
};

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP…): such a run is made again. */
const ATTEMPTS = 3;

async function auditPage(port: number, url: string, { cookie, isNotFound }: PageLoad) {
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const result = await lighthouse(url, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        ...(isNotFound ? { ignoreStatusCode: true } : {}),
      });
      if (result && !result.lhr.runtimeError) return result.lhr;
      failure = result?.lhr.runtimeError?.message ?? 'no result';
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    console.log(`bench: lighthouse ${url} attempt ${attempt} failed: ${failure}`);
  }
  throw new Error(`Lighthouse ${url}: ${failure}`);
}

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

export async function runLighthouse(options: {
  origin: string;
  routes: PageLoad[];
  runs: number;
  onRun?: (run: LighthouseRun, index: number) => void;
}): Promise<{ runs: LighthouseRun[]; summary: LighthouseSummary[]; chromium: string; failures: string[] }> {
  const chromePath = await ensureChromium();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const runs: LighthouseRun[] = [];
  const failures: string[] = [];
  let chromium = 'unknown';
  try {
    // Rounds over all pages, so a slow minute of the shared machine does not land on one page only.
    for (let index = 0; index < options.runs; index += 1) {
      for (const page of options.routes) {
        const { route } = page;
        let lhr: Awaited<ReturnType<typeof auditPage>>;
        try {
          lhr = await auditPage(chrome.port, `${options.origin}${page.path ?? route}`, page);
        } catch (error) {
          // One lost page load does not void the others: the median is of the runs that worked.
          failures.push(error instanceof Error ? error.message : String(error));
          continue;
        }
        chromium = lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? chromium;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const resources = (lhr.audits['resource-summary']?.details as {
          items?: { resourceType: string; transferSize: number }[];
        }) ?? { items: [] };
        const transfer = (type: string) =>
          resources.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
        const failing = CATEGORIES.flatMap((category) =>
          (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => lhr.audits[ref.id])
            .filter((a) => a && a.score !== null && a.score < 1)
            .map((a) => `${category}: ${a!.id}${auditDetail(a!.details)}`),
        );
        const lcp = lcpBreakdown(lhr.audits['largest-contentful-paint-element']?.details);
        const entry: LighthouseRun = {
          route,
          finalUrl: lhr.finalDisplayedUrl,
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          bestPractices: score(lhr.categories['best-practices']?.score),
          seo: score(lhr.categories.seo?.score),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          fcpMs: audit('first-contentful-paint'),
          scriptTransferBytes: transfer('script'),
          stylesheetTransferBytes: transfer('stylesheet'),
          totalTransferBytes: transfer('total'),
          lcpElement: lcp.element,
          lcpPhasesMs: lcp.phases,
          failing,
          warnings: lhr.runWarnings,
        };
        if (new URL(entry.finalUrl).pathname !== route) {
          throw new Error(`Lighthouse ${route} ended on ${entry.finalUrl} (not signed in?)`);
        }
        runs.push(entry);
        options.onRun?.(entry, index);
      }
    }
  } finally {
    chrome.kill();
  }

  const measured = options.routes.filter(({ route }) => runs.some((r) => r.route === route));
  const summary = measured.map(({ route }): LighthouseSummary => {
    const own = runs.filter((r) => r.route === route);
    const med = (pick: (r: LighthouseRun) => number) => median(own.map(pick));
    return {
      route,
      runs: own.length,
      performance: med((r) => r.performance),
      accessibility: med((r) => r.accessibility),
      bestPractices: med((r) => r.bestPractices),
      seo: med((r) => r.seo),
      lcpMs: med((r) => r.lcpMs),
      tbtMs: med((r) => r.tbtMs),
      cls: med((r) => r.cls),
      fcpMs: med((r) => r.fcpMs),
      scriptTransferBytes: med((r) => r.scriptTransferBytes),
      stylesheetTransferBytes: med((r) => r.stylesheetTransferBytes),
      totalTransferBytes: med((r) => r.totalTransferBytes),
      lcpElement: own.at(-1)!.lcpElement,
      lcpPhasesMs: Object.fromEntries(
        Object.keys(own[0]!.lcpPhasesMs).map((phase) => [
          phase,
          med((r) => r.lcpPhasesMs[phase] ?? Number.NaN),
        ]),
      ),
      failing: [...new Set(own.flatMap((r) => r.failing))].sort(),
    };
  });
  return { runs, summary, chromium, failures };
}

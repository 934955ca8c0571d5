import { describe, expect, it } from 'vitest';
import { runResearch, streamCaptions, streamModelText, type AiEngine, type AiPrompt } from './engine';
import { readAll, failureOf } from './test-helpers';

/** An in-memory engine that answers each call with the next scripted behaviour and records the prompts. */
function scriptedEngine(
  answers: ((signal: AbortSignal) => AsyncIterator<string> & AsyncIterable<string>)[],
  timeoutMs = 1_000,
): AiEngine & { prompts: AiPrompt[] } {
  const prompts: AiPrompt[] = [];
  return {
    kind: 'openai-compatible',
    label: 'Scripted',
    model: 'scripted',
    timeoutMs,
    prompts,
    streamText(prompt, signal) {
      prompts.push(prompt);
      const answer = answers.shift();
      if (!answer) throw new Error('no scripted answer left');
      return answer(signal);
    },
  };
}

const says = (...chunks: string[]) =>
  async function* () {
    yield* chunks;
  };
const never = (signal: AbortSignal) =>
  (async function* () {
    await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    yield '';
  })();

const live = () => new AbortController().signal;

describe('streamModelText', () => {
  it('passes chunks through in order', async () => {
    const engine = scriptedEngine([says('a', '', 'b', 'c')]);
    expect(await readAll(streamModelText(engine, { prompt: 'x' }, live()))).toEqual(['a', 'b', 'c']);
  });

  it('fails an answer without text as empty', async () => {
    const error = await failureOf(
      readAll(streamModelText(scriptedEngine([says(' ', '\n')]), { prompt: 'x' }, live())),
    );
    expect(error.kind).toBe('empty');
    expect(error.message).toBe('The AI service returned an empty answer. Please try again.');
  });

  it('turns any engine failure into a provider error that keeps the cause for the logs', async () => {
    const cause = new Error('HTTP 500 from upstream');
    const engine = scriptedEngine([
      async function* () {
        yield 'partial';
        throw cause;
      },
    ]);
    const error = await failureOf(readAll(streamModelText(engine, { prompt: 'x' }, live())));
    expect(error).toMatchObject({ kind: 'provider', cause });
    expect(error.message).not.toContain('HTTP 500');
  });

  it('times out after the engine timeout', async () => {
    const started = Date.now();
    const error = await failureOf(
      readAll(streamModelText(scriptedEngine([never], 30), { prompt: 'x' }, live())),
    );
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('reports the caller aborting, before or during the call, as aborted', async () => {
    const before = new AbortController();
    before.abort();
    const engine = scriptedEngine([says('never read')]);
    expect((await failureOf(readAll(streamModelText(engine, { prompt: 'x' }, before.signal)))).kind).toBe(
      'aborted',
    );
    expect(engine.prompts).toEqual([]);

    const during = new AbortController();
    setTimeout(() => during.abort(), 5);
    const error = await failureOf(
      readAll(streamModelText(scriptedEngine([never]), { prompt: 'x' }, during.signal)),
    );
    expect(error.kind).toBe('aborted');
  });

  it('does not take a stream that ended quietly after an abort for a complete answer', async () => {
    const controller = new AbortController();
    const engine = scriptedEngine([
      async function* () {
        yield 'first';
        controller.abort();
      },
    ]);
    const received: string[] = [];
    const error = await failureOf(
      (async () => {
        for await (const chunk of streamModelText(engine, { prompt: 'x' }, controller.signal))
          received.push(chunk);
      })(),
    );
    expect(error.kind).toBe('aborted');
    expect(received).toEqual(['first']);
  });
});

describe('streamModelText when the reader stops early', () => {
  it('aborts the engine call so the provider request ends too', async () => {
    let seen: AbortSignal | undefined;
    let isClosed = false;
    const engine = scriptedEngine([
      async function* (signal) {
        seen = signal;
        try {
          yield 'one';
          yield 'two';
        } finally {
          isClosed = true;
        }
      },
    ]);
    for await (const chunk of streamModelText(engine, { prompt: 'x' }, live())) {
      expect(chunk).toBe('one');
      break;
    }
    expect(seen?.aborted).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(isClosed).toBe(true);
  });
});

describe('streamCaptions', () => {
  it('detects the platform and count and starts the call only when read', async () => {
    const engine = scriptedEngine([says('1. One\n', '2. Two')]);
    const stream = streamCaptions(engine, { description: 'Give me 2 captions for a tweet' }, live());
    expect(stream).toMatchObject({ platform: 'twitter', count: 2 });
    expect(engine.prompts).toEqual([]);
    expect((await readAll(stream.text)).join('')).toBe('1. One\n2. Two');
    expect(engine.prompts[0]?.prompt).toContain('Write 2 variations as a numbered list');
  });
});

describe('runResearch', () => {
  it('asks for queries, keeps 3, then streams the report written from them', async () => {
    const engine = scriptedEngine([
      says('1. alpha\n2. beta\n', '3. gamma\n4. delta'),
      says('## Executive Summary'),
    ]);
    const run = await runResearch(engine, { question: ' Plant milk in Europe? ' }, live());
    expect(run.queries).toEqual(['alpha', 'beta', 'gamma']);
    expect(run.sources).toEqual([]);
    expect(engine.prompts).toHaveLength(1);
    expect(await readAll(run.report)).toEqual(['## Executive Summary']);
    expect(engine.prompts[1]?.prompt).toContain('1. alpha\n2. beta\n3. gamma');
    expect(engine.prompts[1]?.prompt).toContain('No live web sources are available');
  });

  it('searches the web with the queries and hands the sources to the report', async () => {
    const engine = scriptedEngine([says('alpha\nbeta'), says('report')]);
    const searched: string[][] = [];
    const source = { title: 'Plant milk 2025', url: 'https://example.com/plant', excerpt: 'Oat leads.' };
    const run = await runResearch(
      engine,
      {
        question: 'Plant milk in Europe?',
        searchWeb: async (queries) => {
          searched.push(queries);
          return [source];
        },
      },
      live(),
    );
    expect(searched).toEqual([['alpha', 'beta']]);
    expect(run.sources).toEqual([source]);
    await readAll(run.report);
    expect(engine.prompts[1]?.prompt).toContain('[1] Plant milk 2025\nURL: https://example.com/plant');
  });

  it('writes the report without sources when the search fails, and reports the failure', async () => {
    const engine = scriptedEngine([says('alpha'), says('report')]);
    const failure = new Error('search is down');
    const run = await runResearch(
      engine,
      { question: 'Plant milk?', searchWeb: () => Promise.reject(failure) },
      live(),
    );
    expect(run).toMatchObject({ sources: [], searchError: failure });
    await readAll(run.report);
    expect(engine.prompts[1]?.prompt).toContain('No live web sources are available');
  });

  it('searches the question itself when the model gave no usable query', async () => {
    const engine = scriptedEngine([says('Here are the queries:'), says('report')]);
    expect((await runResearch(engine, { question: 'Plant milk?' }, live())).queries).toEqual(['Plant milk?']);
  });

  it('rejects before any report when the query call fails', async () => {
    const engine = scriptedEngine([says('')]);
    expect((await failureOf(runResearch(engine, { question: 'Plant milk?' }, live()))).kind).toBe('empty');
  });
});

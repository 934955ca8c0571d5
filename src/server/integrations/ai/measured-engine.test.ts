import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiCompatibleFake } from '../../../../tests/fakes/openai-compatible-server';
import { createMetrics, type Metrics } from '../../metrics';
import { readModelText } from './engine';
import { measureAiEngine } from './measured-engine';
import { createAiEngine } from './providers';
import { failureOf } from './test-helpers';

let fake: Awaited<ReturnType<typeof startOpenAiCompatibleFake>>;

beforeAll(async () => {
  fake = await startOpenAiCompatibleFake();
});
afterAll(async () => {
  await fake?.close();
});

function engineOn(metrics: Metrics, timeoutMs = 5_000) {
  const env = {
    GEMINI_API_KEY: undefined,
    OPENAI_API_KEY: undefined,
    OPENAI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: timeoutMs,
  };
  return measureAiEngine(createAiEngine(env, { maxRetries: 0 }), metrics);
}

async function counts(metrics: Metrics) {
  const calls = (await metrics.aiCallDuration.get()).values
    .filter((value) => value.metricName === 'ai_call_duration_seconds_count')
    .map((value) => ({ ...value.labels, count: value.value }));
  const errors = (await metrics.aiErrors.get()).values.map((value) => ({
    ...value.labels,
    count: value.value,
  }));
  return { calls, errors };
}

const prompt = { prompt: 'Say hello' };

describe('AI engine metrics', () => {
  it('times a call that answers, by engine kind, and counts no error', async () => {
    const metrics = createMetrics();
    const engine = engineOn(metrics);
    expect(engine.kind).toBe('openai-compatible');
    fake.enqueue({ kind: 'stream', chunks: ['Hello', ' there'] });
    expect(await readModelText(engine, prompt, new AbortController().signal)).toBe('Hello there');
    expect(await counts(metrics)).toEqual({
      calls: [{ engine: 'openai-compatible', outcome: 'ok', count: 1 }],
      errors: [],
    });
  });

  it('counts a provider failure and a timeout as errors, with their reason', async () => {
    const metrics = createMetrics();
    fake.enqueue({ kind: 'error', status: 500 });
    await failureOf(readModelText(engineOn(metrics), prompt, new AbortController().signal));
    fake.enqueue({ kind: 'hang' });
    const timedOut = await failureOf(
      readModelText(engineOn(metrics, 100), prompt, new AbortController().signal),
    );
    expect(timedOut.kind).toBe('timeout');
    const { calls, errors } = await counts(metrics);
    expect(calls).toEqual([{ engine: 'openai-compatible', outcome: 'error', count: 2 }]);
    expect(errors).toEqual(
      expect.arrayContaining([
        { engine: 'openai-compatible', reason: 'provider', count: 1 },
        { engine: 'openai-compatible', reason: 'timeout', count: 1 },
      ]),
    );
    expect(errors).toHaveLength(2);
  });

  it('does not count a call the caller cancelled as an error', async () => {
    const metrics = createMetrics();
    fake.enqueue({ kind: 'hang' });
    const caller = new AbortController();
    const requestsBefore = fake.requests.length;
    const pending = failureOf(readModelText(engineOn(metrics), prompt, caller.signal));
    // Cancelled once the provider has the request, as when a user leaves while the model is thinking.
    while (fake.requests.length === requestsBefore) await new Promise((resolve) => setTimeout(resolve, 5));
    caller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(await counts(metrics)).toEqual({
      calls: [{ engine: 'openai-compatible', outcome: 'cancelled', count: 1 }],
      errors: [],
    });
  });
});

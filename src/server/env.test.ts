import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('runs with no configuration at all', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      APP_URL: 'http://localhost:3000',
      isLocal: true,
      isHttps: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('derives APP_URL from PORT and treats empty values as unset', () => {
    expect(parseEnv({ PORT: '4000', DATABASE_URL: '', SMTP_URL: ' ' })).toMatchObject({
      APP_URL: 'http://localhost:4000',
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ APP_URL: 'ftp://example.com' }, 'APP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ APP_URL: 'https://copilot.example.com' }, 'AUTH_SECRET'],
  ])('stops with a message naming the variable for %o', (source, variable) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`^\\s*${variable}:`, 'm'));
  });

  it('recognises a public https deployment', () => {
    const env = parseEnv({ APP_URL: 'https://copilot.example.com/', AUTH_SECRET: 'x'.repeat(32) });
    expect(env).toMatchObject({ APP_URL: 'https://copilot.example.com', isLocal: false, isHttps: true });
  });
});

describe('parseEnv: news and trends', () => {
  it('reads NEWS_FEEDS as a comma-separated list of http(s) URLs, empty when unset', () => {
    expect(parseEnv({}).NEWS_FEEDS).toEqual([]);
    expect(
      parseEnv({ NEWS_FEEDS: ' https://a.example.com/rss , http://b.example.com/atom.xml,' }),
    ).toMatchObject({
      NEWS_FEEDS: ['https://a.example.com/rss', 'http://b.example.com/atom.xml'],
      FEEDS_TIMEOUT_MS: 5_000,
    });
  });

  it.each([
    [{ NEWS_FEEDS: 'https://a.example.com/rss,file:///etc/passwd' }, 'NEWS_FEEDS'],
    [{ X_API_BASE_URL: 'not a url' }, 'X_API_BASE_URL'],
    [{ FEEDS_TIMEOUT_MS: '0' }, 'FEEDS_TIMEOUT_MS'],
  ])('stops with a message naming the variable for %o', (source, variable) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`^\\s*${variable}\\b`, 'm'));
  });
});

describe('parseEnv: AI provider', () => {
  it('needs no AI settings (offline engine) and waits 60 s per model call by default', () => {
    const env = parseEnv({});
    expect(env.AI_TIMEOUT_MS).toBe(60_000);
    expect(env.GEMINI_API_KEY ?? env.OPENAI_BASE_URL ?? env.AI_MODEL).toBeUndefined();
  });

  it('accepts Gemini alone, and an OpenAI-compatible server with its model', () => {
    expect(parseEnv({ GEMINI_API_KEY: 'key', AI_TIMEOUT_MS: '120000' })).toMatchObject({
      GEMINI_API_KEY: 'key',
      AI_TIMEOUT_MS: 120_000,
    });
    expect(parseEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' })).toMatchObject({
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.1',
    });
  });

  it.each([
    [{ OPENAI_BASE_URL: 'ftp://models.example.com', AI_MODEL: 'm' }, 'OPENAI_BASE_URL'],
    [{ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }, 'AI_MODEL'],
    [{ OPENAI_API_KEY: 'sk-test' }, 'OPENAI_BASE_URL'],
    [
      { GEMINI_API_KEY: 'key', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'm' },
      'OPENAI_BASE_URL',
    ],
    [{ GEMINI_BASE_URL: 'not a url' }, 'GEMINI_BASE_URL'],
    [{ AI_TIMEOUT_MS: '0' }, 'AI_TIMEOUT_MS'],
  ])('stops with a message naming the variable for %o', (source, variable) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`^\\s*${variable}:`, 'm'));
  });
});

describe('parseEnv: web search', () => {
  it('needs no search settings (research without live sources) and bounds a search to 8 s by default', () => {
    const env = parseEnv({});
    expect(env.SEARCH_PROVIDER).toBeUndefined();
    expect(env.SEARCH_TIMEOUT_MS).toBe(8_000);
  });

  it('accepts each provider with its URL or key', () => {
    expect(parseEnv({ SEARCH_PROVIDER: 'searxng', SEARXNG_URL: 'http://searxng:8080' })).toMatchObject({
      SEARCH_PROVIDER: 'searxng',
      SEARXNG_URL: 'http://searxng:8080',
    });
    expect(
      parseEnv({ SEARCH_PROVIDER: 'tavily', TAVILY_API_KEY: 'tvly-1', SEARCH_TIMEOUT_MS: '5000' }),
    ).toMatchObject({
      SEARCH_PROVIDER: 'tavily',
      TAVILY_API_KEY: 'tvly-1',
      SEARCH_TIMEOUT_MS: 5_000,
    });
    expect(
      parseEnv({ SEARCH_PROVIDER: 'brave', BRAVE_API_KEY: 'b-1', BRAVE_BASE_URL: 'http://127.0.0.1:9000' }),
    ).toMatchObject({
      SEARCH_PROVIDER: 'brave',
      BRAVE_API_KEY: 'b-1',
      BRAVE_BASE_URL: 'http://127.0.0.1:9000',
    });
  });

  it.each([
    [{ SEARCH_PROVIDER: 'google' }, 'SEARCH_PROVIDER'],
    [{ SEARCH_PROVIDER: 'searxng' }, 'SEARXNG_URL'],
    [{ SEARCH_PROVIDER: 'tavily' }, 'TAVILY_API_KEY'],
    [{ SEARCH_PROVIDER: 'brave', TAVILY_API_KEY: 'tvly-1' }, 'BRAVE_API_KEY'],
    [{ SEARCH_PROVIDER: 'searxng', SEARXNG_URL: 'file:///etc/passwd' }, 'SEARXNG_URL'],
    [{ SEARXNG_URL: 'http://searxng:8080' }, 'SEARXNG_URL'],
    [{ TAVILY_API_KEY: 'tvly-1' }, 'TAVILY_API_KEY'],
    [{ BRAVE_API_KEY: 'b-1' }, 'BRAVE_API_KEY'],
    [{ BRAVE_BASE_URL: 'http://127.0.0.1:9000' }, 'BRAVE_BASE_URL'],
    [{ SEARCH_TIMEOUT_MS: '10' }, 'SEARCH_TIMEOUT_MS'],
  ])('stops with a message naming the variable for %o', (source, variable) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`^\\s*${variable}:`, 'm'));
  });

  it('says which SEARCH_PROVIDER a stray key belongs to', () => {
    expect(() => parseEnv({ TAVILY_API_KEY: 'tvly-1' })).toThrow(/SEARCH_PROVIDER=tavily/);
  });
});

describe('parseEnv: trusted proxies', () => {
  it('trusts no proxy when TRUSTED_PROXIES is unset, and reads a comma-separated list otherwise', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseEnv({ TRUSTED_PROXIES: ' loopback , 10.0.0.0/8,2001:db8::1,' }).TRUSTED_PROXIES).toEqual([
      'loopback',
      '10.0.0.0/8',
      '2001:db8::1',
    ]);
  });

  it.each(['proxy.example.com', '10.0.0.0/33', '10.0.0.0/8/1', '300.1.1.1', 'loopback,*'])(
    'stops with a message naming TRUSTED_PROXIES for %s',
    (value) => {
      expect(() => parseEnv({ TRUSTED_PROXIES: value })).toThrow(/^\s*TRUSTED_PROXIES\.\d+: must be IP/m);
    },
  );
});

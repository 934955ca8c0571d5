import {
  PLATFORMS,
  RESEARCH_SECTIONS,
  platformProfile,
  splitCaptions,
  type Platform,
} from '@shared/platforms';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNlp } from './compromise-loader';
import { AiError, runResearch, streamCaptions, type AiEngine } from './engine';
import {
  chunkText,
  createOfflineEngine,
  offlineAnswer,
  OFFLINE_ENGINE_LABEL,
  startOfflineEngine,
} from './offline-engine';
import { layOutCaption } from './offline-captions';
import { OFFLINE_RESEARCH_NOTICE } from './offline-research';
import { captionPrompt, planCaptions } from './prompts';
import { isSpelledFrom, readAll } from './test-helpers';

const engine = createOfflineEngine({ timeoutMs: 5_000 });
const live = () => new AbortController().signal;
const EMOJI = /\p{Extended_Pictographic}/u;
const HASHTAG = /#[\p{L}\p{N}]+/gu;
const URL_LIKE = /https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|org|net|io)\b/i;

async function captionsFor(description: string, on: AiEngine = engine) {
  const stream = streamCaptions(on, { description }, live());
  const chunks = await readAll(stream.text);
  return { ...stream, chunks, text: chunks.join(''), captions: splitCaptions(chunks.join('')) };
}

/** True when the hashtag is made only of words that occur in the description ("#CoffeeShop" from "coffee shop"). */
function isMadeOfWords(hashtag: string, description: string): boolean {
  return isSpelledFrom(
    hashtag,
    new Set(
      description
        .toLowerCase()
        .replace(/['’]/g, '')
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  );
}

const DESCRIPTIONS: Record<Platform | 'none', string> = {
  instagram: 'Instagram post for our new coffee shop opening downtown this weekend with oat latte specials',
  facebook: 'Facebook post for the Smith family bakery anniversary sale on sourdough and croissants',
  twitter: 'Tweet about our sunset yoga class at the beach, bring water and a mat',
  linkedin: 'LinkedIn post announcing we are hiring senior TypeScript engineers for our climate startup',
  tiktok: 'TikTok video of a quick weeknight pasta recipe with garlic and lemon',
  none: 'Our summer sale on handmade ceramic mugs and plates',
};

// The tagger loads on first use; its lexicons take a moment, which is not any one test's to pay.
// The tagger here (offlineAnswer) and the engine's thread, each loaded once, before the tests' time limits.
beforeAll(() => Promise.all([loadNlp(), startOfflineEngine()]), 60_000);

describe('offline engine: captions', () => {
  it.each(Object.entries(DESCRIPTIONS))(
    'writes 3 distinct %s captions within the limit, with hashtags made of its words',
    async (key, description) => {
      const platform = key === 'none' ? null : (key as Platform);
      const profile = platformProfile(platform);
      const result = await captionsFor(description);
      expect(result.platform).toBe(platform);
      expect(result.captions).toHaveLength(3);
      expect(new Set(result.captions).size).toBe(3);
      for (const caption of result.captions) {
        expect(caption.length).toBeLessThanOrEqual(profile.captionLimit);
        const hashtags = caption.match(HASHTAG) ?? [];
        expect(hashtags.length).toBeGreaterThanOrEqual(1);
        expect(hashtags.length).toBeLessThanOrEqual(profile.typicalHashtags);
        expect(new Set(hashtags.map((tag) => tag.toLowerCase())).size).toBe(hashtags.length);
        for (const tag of hashtags) expect(isMadeOfWords(tag, description), tag).toBe(true);
        // Emoji suit every platform but LinkedIn; with no platform named, captions stay as formal as LinkedIn.
        if (key === 'linkedin' || key === 'none') expect(caption).not.toMatch(EMOJI);
        else expect(caption).toMatch(EMOJI);
      }
    },
  );

  it('builds the captions around the subject, with CamelCase hashtags from its phrases and places', async () => {
    const { captions } = await captionsFor(DESCRIPTIONS.instagram);
    for (const caption of captions) {
      expect(caption).toContain('our new coffee shop');
      expect(caption.toLowerCase()).toContain('this weekend');
      expect(caption).toContain('oat latte specials');
      expect(caption).toMatch(/^\S+ .*\n\n.*\n\n.*\n\n.*\n\n#CoffeeShop #Downtown\b/s);
    }
    const linkedin = await captionsFor(DESCRIPTIONS.linkedin);
    for (const caption of linkedin.captions) expect(caption).toContain('senior TypeScript engineers');
    expect(linkedin.captions.join(' ')).toContain('#SeniorTypeScriptEngineers');
  });

  it('leaves out request words and platform names', async () => {
    const { captions } = await captionsFor('Please write a catchy Instagram caption about my ceramic mugs');
    const tags = captions.join(' ').match(HASHTAG) ?? [];
    expect(tags.map((tag) => tag.toLowerCase())).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/instagram|caption|write|catchy|please/)]),
    );
    expect(tags).toContain('#CeramicMugs');
  });

  it('keeps within the limit even for a very long description', async () => {
    const long = `tweet ${'sustainable handmade ceramic tableware for eco conscious restaurants '.repeat(20)}`;
    for (const [platform, description] of [
      ['twitter', long],
      ['linkedin', long.replace('tweet', 'linkedin')],
      [null, long.replace('tweet', '')],
    ] as const) {
      const { captions } = await captionsFor(description);
      expect(captions).toHaveLength(3);
      for (const caption of captions) {
        expect(caption.length).toBeLessThanOrEqual(platformProfile(platform).captionLimit);
        expect(caption).toMatch(HASHTAG);
      }
    }
    const wordy =
      'tweet about electroencephalographic deinstitutionalization counterrevolutionaries with ' +
      'incomprehensibilities, telecommunications and uncharacteristically';
    const wordyCaptions = (await captionsFor(wordy)).captions;
    for (const caption of wordyCaptions) {
      expect(caption.length).toBeLessThanOrEqual(PLATFORMS.twitter.captionLimit);
      expect(caption).toMatch(HASHTAG);
    }
    // A phrase too long for a readable tag gives its head noun instead.
    expect(wordyCaptions.join(' ')).toContain('#Counterrevolutionaries');
    const giant = `tweet ${'x'.repeat(300)} ${'Supercalifragilistic'.repeat(3)}`;
    for (const caption of (await captionsFor(giant)).captions) {
      expect(caption.length).toBeLessThanOrEqual(PLATFORMS.twitter.captionLimit);
    }
  });

  it('gives up the body, spare hashtags and the call to action, in that order, to fit the limit', () => {
    const parts = {
      hook: 'Big news: our new mugs!',
      body: 'Every mug is made by hand.',
      cta: 'Reply!',
      tags: ['#Mugs', '#Handmade'],
    };
    expect(layOutCaption('linkedin', parts, 1000)).toBe(
      'Big news: our new mugs!\n\nEvery mug is made by hand.\n\nReply!\n\n#Mugs #Handmade',
    );
    expect(layOutCaption('linkedin', parts, 50)).toBe('Big news: our new mugs!\n\nReply!\n\n#Mugs #Handmade');
    expect(layOutCaption('linkedin', parts, 40)).toBe('Big news: our new mugs!\n\nReply!\n\n#Mugs');
    expect(layOutCaption('linkedin', parts, 31)).toBe('Big news: our new mugs!\n\n#Mugs');
    const cut = layOutCaption('linkedin', parts, 20);
    expect(cut).toBe('Big news:…\n\n#Mugs');
    expect(cut.length).toBeLessThanOrEqual(20);
  });

  it('honours an explicit count, and writes a single caption without numbering', async () => {
    const five = await captionsFor('Give me 5 captions for a tiktok about my garden tomatoes');
    expect(five.count).toBe(5);
    expect(five.captions).toHaveLength(5);
    expect(new Set(five.captions).size).toBe(5);
    const one = await captionsFor('one caption for our facebook page about the farmers market');
    expect(one.captions).toHaveLength(1);
    expect(one.text).not.toMatch(/^1\./);
  });

  it('gives the same answer for the same input and a different one for another input', async () => {
    const first = await captionsFor(DESCRIPTIONS.facebook);
    const again = await captionsFor(DESCRIPTIONS.facebook);
    expect(again.text).toBe(first.text);
    expect((await captionsFor(DESCRIPTIONS.tiktok)).text).not.toBe(first.text);
  });

  it('still writes usable captions when the description has no content words', async () => {
    const { captions } = await captionsFor('write a caption for instagram');
    expect(captions).toHaveLength(3);
    for (const caption of captions) {
      expect(caption).toMatch(HASHTAG);
      expect(caption).not.toMatch(/\bundefined\b|\s{3,}/);
    }
  });

  it('streams in small chunks that join back to the whole answer', async () => {
    const prompt = captionPrompt(planCaptions(DESCRIPTIONS.instagram));
    const chunks = await readAll(engine.streamText(prompt, live()));
    expect(chunks.length).toBeGreaterThan(20);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(60);
    expect(chunks.join('')).toBe(await offlineAnswer(prompt));
    expect(chunkText(' a b c d \n')).toEqual([' a b c', ' d', ' \n']);
  });

  it('is labelled as the offline engine', () => {
    expect(engine).toMatchObject({ kind: 'offline', label: OFFLINE_ENGINE_LABEL });
    expect(OFFLINE_ENGINE_LABEL).toBe('Offline engine');
  });

  it('goes through the same guards as a model: abort and timeout', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = await readAll(
      streamCaptions(engine, { description: 'a tweet' }, controller.signal).text,
    ).catch((error: unknown) => error);
    expect(aborted).toMatchObject({ kind: 'aborted' });
    const slow = createOfflineEngine({ timeoutMs: 50, chunkDelayMs: 20 });
    const timedOut = await readAll(
      streamCaptions(slow, { description: DESCRIPTIONS.linkedin }, live()).text,
    ).catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(AiError);
    expect(timedOut).toMatchObject({ kind: 'timeout' });
  });
});

describe('offline engine: research', () => {
  const question = 'What are the latest trends in the plant-based milk market in Europe?';

  async function research(input: Parameters<typeof runResearch>[1]) {
    const run = await runResearch(engine, input, live());
    return { ...run, report: (await readAll(run.report)).join('') };
  }

  it('writes the six sections in order and says plainly that no model or live data was used', async () => {
    const { report, queries, sources } = await research({ question });
    expect([...report.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual([...RESEARCH_SECTIONS]);
    expect(report).toContain(OFFLINE_RESEARCH_NOTICE);
    expect(report).toMatch(/no AI model or live data was used/);
    expect(report).not.toMatch(URL_LIKE);
    expect(report).not.toMatch(/\[\d+\]/);
    expect(sources).toEqual([]);
    expect(queries).toEqual([
      'plant-based milk Europe consumer trends and outlook',
      'plant-based milk Europe market size and growth',
      'plant-based milk Europe competitors and market share',
    ]);
    for (const query of queries) expect(report).toContain(query);
    expect(report).toContain(question);
  });

  it('puts the angle the question stresses first', async () => {
    const { queries } = await research({ question: 'Compare the main competitors in European e-bikes' });
    expect(queries[0]).toMatch(/competitors and market share$/);
    expect(queries[0]).toMatch(/European e-bikes/);
  });

  it('names the subject by its noun phrase and place, not the words around them', async () => {
    for (const [asked, subject] of [
      ['What trends are shaping the electric bike market in 2025?', 'electric bike'],
      ['Is there demand for vegan dog food?', 'vegan dog food'],
      ['Should I open a coffee shop in Austin?', 'coffee shop Austin'],
    ]) {
      const { queries } = await research({ question: asked! });
      expect(queries).toHaveLength(3);
      for (const query of queries) expect(query.startsWith(`${subject} `), query).toBe(true);
    }
  });

  it('still plans when the question names no market: no emoji, links or punctuation as its subject', async () => {
    const { queries, report } = await research({ question: '🎉🎉 https://example.com/x !!!' });
    expect(queries[0]).toBe('market size and growth');
    expect(report).toContain('about this market.');
    const captions = (await captionsFor('Instagram post: !!! 🎉')).captions;
    for (const caption of captions) expect(caption.toLowerCase()).toContain('our latest post');
  });

  it('gives the same brief for the same question', async () => {
    expect((await research({ question })).report).toBe((await research({ question })).report);
  });

  it('lists web sources it was given without analysing them', async () => {
    const { report, sources } = await research({
      question,
      searchWeb: async () => [
        {
          title: 'Oat milk sales 2025',
          url: 'https://news.example.com/oat',
          excerpt: 'Oat leads the category.',
        },
      ],
    });
    expect(sources).toHaveLength(1);
    expect(report).toContain('[1] Oat milk sales 2025 (news.example.com)');
    expect(report).toMatch(/no AI model was used/);
    expect(report).not.toContain('https://');
  });
});

describe('offline engine: other tools', () => {
  it("answers a tool's prompt with the tool's own offline answer, streamed like any other", async () => {
    const prompt = {
      prompt: 'Summarise my week',
      offlineAnswer: () => 'Offline summary: nothing to report.',
    };
    const chunks = await readAll(engine.streamText(prompt, live()));
    expect(chunks.join('')).toBe('Offline summary: nothing to report.');
  });

  it('says what it can answer when a prompt brings neither an intent nor an answer', async () => {
    expect(await offlineAnswer({ prompt: 'Summarise my week' })).toMatch(
      /^The offline engine writes captions/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { QUOTA_WINDOW_SECONDS, secondsUntilRoom } from './daily-quota';

const uses = (...entries: [bytes: number, secondsLeft: number][]) =>
  entries.map(([bytes, secondsLeft]) => ({ bytes, secondsLeft }));

describe('secondsUntilRoom', () => {
  it('is 0 while one more use fits the count and the bytes', () => {
    expect(secondsUntilRoom([], { count: 1 })).toBe(0);
    expect(secondsUntilRoom(uses([10, 50], [10, 90]), { count: 3, bytes: 30 }, 10)).toBe(0);
  });

  it('waits for the oldest use when the count is reached', () => {
    expect(secondsUntilRoom(uses([1, 50], [1, 90]), { count: 2 })).toBe(50);
  });

  it('waits for as many of the oldest uses as the new bytes need', () => {
    const today = uses([10, 50], [10, 90], [10, 300]);
    expect(secondsUntilRoom(today, { count: 10, bytes: 30 }, 1)).toBe(50);
    expect(secondsUntilRoom(today, { count: 10, bytes: 30 }, 11)).toBe(90);
    expect(secondsUntilRoom(today, { count: 10, bytes: 30 }, 25)).toBe(300);
  });

  it('takes the later of the two limits', () => {
    expect(secondsUntilRoom(uses([0, 50], [25, 90]), { count: 2, bytes: 30 }, 10)).toBe(90);
  });

  it('never answers less than a second once refused, nor fits what is larger than the limit', () => {
    expect(secondsUntilRoom(uses([1, 0]), { count: 1 })).toBe(1);
    expect(secondsUntilRoom([], { count: 5, bytes: 10 }, 11)).toBe(QUOTA_WINDOW_SECONDS);
  });
});

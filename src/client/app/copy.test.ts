import { describe, expect, it } from 'vitest';
import * as SHELL_COPY from './copy';

describe('the sidebar upgrade card', () => {
  it('offers Pro and its 500 credits, in the words it always had', () => {
    expect(SHELL_COPY.upgradeButton).toBe('Upgrade to Pro');
    expect(SHELL_COPY.upgradeBody).toBe('500 credits and every Pro feature for your content.');
  });
});

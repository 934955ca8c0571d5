import { describe, expect, it } from 'vitest';
import { CREATOR_FEATURES, SEARCHABLE_FEATURES } from '@shared/features';
import { isFeatureIconName } from './feature-icon';

describe('feature icons', () => {
  it('has an icon for every feature the shell and the home cards show', () => {
    for (const feature of [...SEARCHABLE_FEATURES, ...CREATOR_FEATURES]) {
      expect(isFeatureIconName(feature.icon), `${feature.label}: ${feature.icon}`).toBe(true);
    }
  });
});

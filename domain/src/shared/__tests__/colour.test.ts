import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn, relativeLuminance } from '../colour';

describe('colour contrast', () => {
  it('measures luminance and contrast as WCAG 2 does', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(contrastRatio('#000', '#ffffff')).toBe(21);
    // The default accent with white text fails AA (2.1:1); with the dark green it passes (7.3:1).
    expect(contrastRatio('#20c997', '#ffffff')).toBeCloseTo(2.13, 2);
    expect(contrastRatio('#20C997', '#062a20')).toBeCloseTo(7.25, 2);
    expect(relativeLuminance('teal')).toBeNull();
    expect(contrastRatio('#12345', '#fff')).toBeNull();
  });

  it('picks the readable text colour for a brand colour', () => {
    expect(readableTextOn('#20c997', '#062a20')).toBe('#062a20');
    expect(readableTextOn('#111827')).toBe('#ffffff');
    expect(readableTextOn('#faf6ef')).toBe('#15130f');
    expect(readableTextOn('not a colour')).toBe('#15130f');
  });
});

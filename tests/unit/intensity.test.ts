import { describe, expect, it } from 'vitest';
import { intensityName } from '../../src/domain/catalogue/intensity.ts';

describe('a service’s intensity, one name everywhere', () => {
  it('names the three intensities as the shop shows them, and nothing else by an inherited name', () => {
    expect(['ligero', 'medio', 'intenso'].map((intensity) => intensityName(intensity))).toEqual(['Ligera', 'Media', 'Intensa']);
    expect(intensityName(undefined)).toBe('');
    expect(intensityName('constructor')).toBe('constructor');
    expect(intensityName('toString')).toBe('toString');
  });
});

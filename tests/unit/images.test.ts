import { describe, expect, it } from 'vitest';
import { decodeDataUrl, detectImageType, maxDataUrlLength } from '../../src/domain/shared/images.ts';
import { jpegBytes, pngBytes, pngDataUrl, svgWithScript } from '../fixtures/images.ts';

describe('image rules', () => {
  it('tells the type by the magic bytes', () => {
    expect(detectImageType(pngBytes)).toBe('image/png');
    expect(detectImageType(jpegBytes)).toBe('image/jpeg');
    expect(detectImageType(new TextEncoder().encode('GIF89a......'))).toBe('image/gif');
    expect(detectImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, text, truncated and empty data', () => {
    expect(detectImageType(new TextEncoder().encode(svgWithScript))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('hola'))).toBeNull();
    expect(detectImageType(pngBytes.subarray(0, 4))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull();
  });

  it('decodes base64 data URLs and refuses anything else', () => {
    const decoded = decodeDataUrl(pngDataUrl);
    expect(decoded?.declaredType).toBe('image/png');
    expect(decoded?.bytes).toEqual(pngBytes);
    expect(decodeDataUrl('https://example.com/a.png')).toBeNull();
    expect(decodeDataUrl('data:image/png,notbase64')).toBeNull();
    expect(decodeDataUrl('data:image/png;base64,@@@')).toBeNull();
  });

  it('sizes the data URL limit from the byte limit', () => {
    expect(maxDataUrlLength(3)).toBe(104);
    expect(maxDataUrlLength(2 * 1024 * 1024)).toBeGreaterThan((2 * 1024 * 1024 * 4) / 3);
  });
});

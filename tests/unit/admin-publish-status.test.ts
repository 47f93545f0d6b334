import { describe, expect, it } from 'vitest';
import { $publishView, catalogueChanged } from '../../src/islands/admin/common/publish-status.ts';

describe('the publish badge', () => {
  it('is hidden until a change, then says "Cambios publicados" at once (the pages are live when the save answers)', () => {
    expect($publishView.get()).toBe('hidden');
    catalogueChanged();
    expect($publishView.get()).toBe('published');
  });
});

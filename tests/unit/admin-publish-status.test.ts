import { describe, expect, it } from 'vitest';
import { publishViewOf } from '../../src/islands/admin/common/publish-status.ts';
import type { PublishStatusAnswer } from '../../src/lib/api/admin/publish-status.ts';

const answer = (state: PublishStatusAnswer['state'], kind: PublishStatusAnswer['kind'] = 'local'): PublishStatusAnswer => ({
  kind,
  state,
  changedAt: null,
  publishedAt: null,
});

describe('the publish badge', () => {
  it('says "Publicando cambios…" while a publish waits or builds', () => {
    expect(publishViewOf(answer('pending'), false)).toBe('publishing');
    expect(publishViewOf(answer('building', 'build-hook'), true)).toBe('publishing');
  });

  it('says "Cambios publicados" only after a publish this page saw', () => {
    expect(publishViewOf(answer('published'), true)).toBe('published');
    expect(publishViewOf(answer('published'), false)).toBe('hidden');
    expect(publishViewOf(answer('idle'), false)).toBe('hidden');
  });

  it('reports a failure, and stays quiet where nothing is published', () => {
    expect(publishViewOf(answer('failed'), false)).toBe('failed');
    expect(publishViewOf(answer('pending', 'none'), true)).toBe('hidden');
  });
});

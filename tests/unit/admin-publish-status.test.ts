import { describe, expect, it } from 'vitest';
import { awaitedChange, publishViewOf } from '../../src/islands/admin/common/publish-status.ts';
import type { PublishStatusAnswer } from '../../src/lib/api/admin/publish-status.ts';

const MINE = '2026-03-04T15:00:10.000Z';

const answer = (
  state: PublishStatusAnswer['state'],
  kind: PublishStatusAnswer['kind'] = 'local',
  times: Partial<Pick<PublishStatusAnswer, 'changedAt' | 'publishedThrough'>> = {},
): PublishStatusAnswer => ({
  kind,
  state,
  changedAt: null,
  publishedAt: null,
  publishedThrough: null,
  ...times,
});

describe('the publish badge', () => {
  it('says "Publicando cambios…" while a publish waits or builds', () => {
    expect(publishViewOf(answer('pending'), null)).toBe('publishing');
    expect(publishViewOf(answer('building', 'build-hook'), MINE)).toBe('publishing');
  });

  it('says "Cambios publicados" only after a publish this page waited for', () => {
    expect(publishViewOf(answer('published'), MINE)).toBe('published');
    expect(publishViewOf(answer('published'), null)).toBe('hidden');
    expect(publishViewOf(answer('idle'), null)).toBe('hidden');
  });

  it('says "Cambios publicados" once a publish includes the awaited change, though later changes still build', () => {
    const later = '2026-03-04T15:00:20.000Z';
    expect(publishViewOf(answer('building', 'local', { changedAt: later, publishedThrough: MINE }), MINE)).toBe('published');
    expect(publishViewOf(answer('pending', 'build-hook', { changedAt: later, publishedThrough: later }), MINE)).toBe('published');
    // A publish of earlier changes only is no news yet.
    expect(publishViewOf(answer('building', 'local', { changedAt: later, publishedThrough: '2026-03-04T15:00:09.000Z' }), MINE)).toBe(
      'publishing',
    );
    expect(publishViewOf(answer('building', 'local', { changedAt: later, publishedThrough: MINE }), null)).toBe('publishing');
  });

  it('reports a failure, and stays quiet where nothing is published', () => {
    expect(publishViewOf(answer('failed'), null)).toBe('failed');
    expect(publishViewOf(answer('pending', 'none'), MINE)).toBe('hidden');
  });
});

describe('the change the badge waits for', () => {
  it('is the time the first answer after the page’s own change names, and stays that', () => {
    expect(awaitedChange(answer('pending', 'local', { changedAt: MINE }), true, null)).toBe(MINE);
    expect(awaitedChange(answer('building', 'local', { changedAt: '2026-03-04T15:00:30.000Z' }), true, MINE)).toBe(MINE);
  });

  it('is a publish seen under way when the page opens, and none when nothing is under way', () => {
    expect(awaitedChange(answer('building', 'local', { changedAt: MINE }), false, null)).toBe(MINE);
    expect(awaitedChange(answer('published', 'local', { changedAt: MINE, publishedThrough: MINE }), false, null)).toBeNull();
  });
});

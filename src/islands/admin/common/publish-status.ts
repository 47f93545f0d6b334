/**
 * "Publicando cambios…" → "Cambios publicados": after a catalogue change the static pages are
 * rebuilt on the server; the admin sees where that stands. The status is asked every 2 s while a
 * publish is pending or building, and not at all otherwise.
 */
import { atom } from 'nanostores';
import { getPublishStatus, type PublishStatusAnswer } from '~/lib/api/admin/publish-status.ts';

export type PublishView = 'hidden' | 'publishing' | 'published' | 'failed';

export const PUBLISH_POLL_MS = 2000;

/**
 * What the badge shows for a status answer. `awaited` is the server's time of the change this
 * page waits for (its own, or one it saw under way), or null when it waits for none: only then is
 * "Cambios publicados" news worth showing. A publish that includes that change is news even while
 * later changes (another admin's, another tab's) are still being published.
 */
export function publishViewOf(answer: PublishStatusAnswer, awaited: string | null): PublishView {
  // Without a publisher nothing is rebuilt; the islands already show live prices and stock.
  if (answer.kind === 'none') return 'hidden';
  if (answer.state === 'failed') return 'failed';
  if (awaited !== null && answer.publishedThrough !== null && Date.parse(answer.publishedThrough) >= Date.parse(awaited))
    return 'published';
  if (answer.state === 'pending' || answer.state === 'building') return 'publishing';
  if (answer.state === 'published' && awaited !== null) return 'published';
  return 'hidden';
}

/**
 * The change the badge waits for: the `changedAt` of the first answer after a change this page
 * made (`ownChange`), or of one seen under way; kept until the page makes another change.
 */
export function awaitedChange(answer: PublishStatusAnswer, ownChange: boolean, awaited: string | null): string | null {
  if (awaited !== null || answer.changedAt === null) return awaited;
  const underWay = answer.state === 'pending' || answer.state === 'building';
  return ownChange || underWay ? answer.changedAt : null;
}

export const $publishView = atom<PublishView>('hidden');

/** Whether this page made a catalogue change (then the next answer names its time). */
let ownChange = false;
/** The server's time of the change the badge waits for (see `publishViewOf`). */
let awaited: string | null = null;
let polling = false;
/** Bumped by every change, so an answer asked for before the change is not believed. */
let changeCount = 0;

async function poll(): Promise<void> {
  const askedAt = changeCount;
  let answer: PublishStatusAnswer | null;
  try {
    answer = (await getPublishStatus()).data;
  } catch {
    answer = null;
  }
  if (askedAt !== changeCount) {
    setTimeout(() => void poll(), 0);
    return;
  }
  if (answer) {
    awaited = awaitedChange(answer, ownChange, awaited);
    $publishView.set(publishViewOf(answer, awaited));
  }
  // A failed request while publishing is retried; the badge keeps its last word meanwhile.
  if ($publishView.get() === 'publishing') {
    setTimeout(() => void poll(), PUBLISH_POLL_MS);
    return;
  }
  polling = false;
}

function startPolling() {
  if (polling) return;
  polling = true;
  void poll();
}

/** Once per page: picks up a publish that is already under way (from another tab, say). */
export function watchPublishStatus(): void {
  startPolling();
}

/** After a catalogue change: show "Publicando cambios…" at once and follow it to the end. */
export function catalogueChanged(): void {
  changeCount += 1;
  // The next answer (asked after this change) names the change's time.
  ownChange = true;
  awaited = null;
  $publishView.set('publishing');
  startPolling();
}

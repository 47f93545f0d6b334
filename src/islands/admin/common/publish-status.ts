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
 * What the badge shows for a status answer. `sawWork` says whether this page saw a publish under
 * way (or made a change itself): only then is "Cambios publicados" news worth showing.
 */
export function publishViewOf(answer: PublishStatusAnswer, sawWork: boolean): PublishView {
  // Without a publisher nothing is rebuilt; the islands already show live prices and stock.
  if (answer.kind === 'none') return 'hidden';
  if (answer.state === 'pending' || answer.state === 'building') return 'publishing';
  if (answer.state === 'failed') return 'failed';
  if (answer.state === 'published' && sawWork) return 'published';
  return 'hidden';
}

export const $publishView = atom<PublishView>('hidden');

let sawWork = false;
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
    const view = publishViewOf(answer, sawWork);
    if (view === 'publishing') sawWork = true;
    $publishView.set(view);
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
  sawWork = true;
  $publishView.set('publishing');
  startPolling();
}

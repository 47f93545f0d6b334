/**
 * "Cambios publicados": a catalogue change is live when the server answers the save (the pages it
 * touches render on demand, and the save purged their cached copies), so the badge says so at
 * once. The prebuilt pages are rebuilt afterwards in the background; nobody waits for that.
 */
import { atom } from 'nanostores';

export type PublishView = 'hidden' | 'published';

export const $publishView = atom<PublishView>('hidden');

/** After a catalogue change the server accepted. */
export function catalogueChanged(): void {
  $publishView.set('published');
}

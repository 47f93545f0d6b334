/**
 * Uploads kept as files under DATA_DIR/media and served by the API at /api/media/:key.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageTypes, type ImageType } from '../../src/domain/shared/images.ts';
import type { MediaStore } from './media.ts';

const KEY_PATTERN = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;
const URL_PREFIX = '/api/media/';
const typeByExtension = Object.fromEntries(Object.entries(imageTypes).map(([type, ext]) => [ext, type])) as Record<string, ImageType>;

export interface LocalMediaStore extends MediaStore {
  /** The stored file for a key, or null for an unknown or malformed key. */
  read(key: string): Promise<{ bytes: Uint8Array; type: ImageType } | null>;
}

export function createLocalMedia(dataDir: string): LocalMediaStore {
  const folder = path.join(dataDir, 'media');
  return {
    kind: 'local',
    async save({ bytes, type }) {
      await mkdir(folder, { recursive: true });
      const key = `${randomBytes(16).toString('hex')}.${imageTypes[type]}`;
      await writeFile(path.join(folder, key), bytes, { flag: 'wx' });
      return { url: `${URL_PREFIX}${key}` };
    },
    async delete(url) {
      if (!url.startsWith(URL_PREFIX)) return;
      const key = url.slice(URL_PREFIX.length);
      // The pattern also keeps the path inside the media folder.
      if (!KEY_PATTERN.test(key)) return;
      await rm(path.join(folder, key), { force: true });
    },
    async read(key) {
      if (!KEY_PATTERN.test(key)) return null;
      try {
        const bytes = await readFile(path.join(folder, key));
        return { bytes, type: typeByExtension[key.split('.').pop() ?? ''] ?? 'image/png' };
      } catch {
        return null;
      }
    },
  };
}

import type { ImageType } from '../../src/domain/shared/images.ts';

/** Where uploaded images go: local files in embedded mode, Cloudinary when configured. */
export interface MediaStore {
  readonly kind: 'local' | 'cloudinary';
  /** Stores an image whose type was already checked by its bytes; returns its public URL. */
  save(image: { bytes: Uint8Array; type: ImageType; folder: string }): Promise<{ url: string }>;
  /**
   * Deletes an image this store saved, by the URL `save` returned. Any other URL (a seeded
   * `/catalogue/…` or `/images/…` path, another site's address, an empty string) is left alone,
   * and so is an image already gone.
   */
  delete(url: string): Promise<void>;
}

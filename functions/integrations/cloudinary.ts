/**
 * Uploads to Cloudinary through its official SDK. The SDK reads CLOUDINARY_URL itself
 * (cloudinary://key:secret@cloud); the images come back as https URLs on res.cloudinary.com.
 * The SDK is loaded by the first upload or deletion, so requests without images never load it.
 */
import { loadOnce } from './load-once.ts';
import type { MediaStore } from './media.ts';

/** Every upload of the shop goes under this folder; nothing outside it is ever deleted. */
const SHOP_FOLDER = 'tienda';

/**
 * The public id of an image this shop uploaded to this cloud, read from its delivery URL
 * (`https://res.cloudinary.com/<cloud>/image/upload/v<version>/tienda/<folder>/<id>.<ext>`);
 * null for any other URL.
 */
export function shopPublicId(url: string, cloudName: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const prefix = `/${cloudName}/image/upload/`;
  if (parsed.protocol !== 'https:' || parsed.hostname !== 'res.cloudinary.com' || !parsed.pathname.startsWith(prefix)) return null;
  const path = parsed.pathname.slice(prefix.length).replace(/^v\d+\//, '');
  const match = new RegExp(`^(${SHOP_FOLDER}(?:/[\\w-]+)+)\\.[a-z0-9]+$`, 'i').exec(path);
  return match?.[1] ?? null;
}

function failureText(error: unknown): string {
  if (error instanceof Error) return error.message;
  const inner = (error as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof inner === 'string' ? inner : JSON.stringify(error);
}

export function createCloudinaryMedia(cloudinaryUrl: string): MediaStore {
  process.env.CLOUDINARY_URL = cloudinaryUrl;
  const sdk = loadOnce(async () => {
    const { v2: cloudinary } = await import('cloudinary');
    // Configured from this store's address, whatever the environment says by the time it loads.
    process.env.CLOUDINARY_URL = cloudinaryUrl;
    cloudinary.config(true);
    return cloudinary;
  });
  return {
    kind: 'cloudinary',
    async save({ bytes, type, folder }) {
      const cloudinary = await sdk();
      const dataUri = `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
      const result = await cloudinary.uploader.upload(dataUri, {
        folder: `${SHOP_FOLDER}/${folder}`,
        resource_type: 'image',
        overwrite: false,
      });
      return { url: result.secure_url };
    },
    async delete(url) {
      const cloudinary = await sdk();
      const publicId = shopPublicId(url, String(cloudinary.config().cloud_name ?? ''));
      if (!publicId) return;
      try {
        // "not found" is an answer too: the image is gone either way.
        await cloudinary.uploader.destroy(publicId, { resource_type: 'image', invalidate: true });
      } catch (error) {
        throw new Error(`Cloudinary could not delete ${publicId}: ${failureText(error)}`, { cause: error });
      }
    },
  };
}

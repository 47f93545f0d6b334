/**
 * Uploads to Cloudinary through its official SDK. The SDK reads CLOUDINARY_URL itself
 * (cloudinary://key:secret@cloud); the images come back as https URLs on res.cloudinary.com.
 */
import { v2 as cloudinary } from 'cloudinary';
import type { MediaStore } from './media.ts';

export function createCloudinaryMedia(cloudinaryUrl: string): MediaStore {
  process.env.CLOUDINARY_URL = cloudinaryUrl;
  cloudinary.config(true);
  return {
    kind: 'cloudinary',
    async save({ bytes, type, folder }) {
      const dataUri = `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
      const result = await cloudinary.uploader.upload(dataUri, {
        folder: `tienda/${folder}`,
        resource_type: 'image',
        overwrite: false,
      });
      return { url: result.secure_url };
    },
  };
}

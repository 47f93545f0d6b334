import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import { RequiredMark } from '~/islands/ui/Field.tsx';
import Icon from '~/islands/ui/Icon.tsx';
import { moveLeftIcon, moveRightIcon, uploadIcon } from '~/islands/ui/icons/admin.ts';
import { closeIcon } from '~/islands/ui/icons/navigation.ts';
import { acceptedImageTypes, uploadProductImage } from './media-upload.ts';
import { moveItem } from './product-form.ts';

/** The schema's limit on images per product. */
const MAX_IMAGES = 10;

type FocusRequest = { index: number; control: 'left' | 'right' | 'remove' } | 'file';

interface Props {
  /** The file input's id: the form sends the focus there when the images are in error. */
  inputId: string;
  images: readonly string[];
  setImages: (update: (current: string[]) => string[]) => void;
  error: string | undefined;
  setError: (message: string | undefined) => void;
  /** True while files are uploading (the form waits for them before saving). */
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * A product's images: uploaded one by one as soon as they are chosen, reordered and removed with
 * buttons (the focus follows the image moved), the first one being the main image.
 */
export default function ProductImagesField({ inputId, images, setImages, error, setError, onUploadingChange }: Props) {
  const [uploading, setUploading] = useState(0);
  const [news, setNews] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const thumbs = useRef<HTMLOListElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const count = images.length;

  useEffect(() => onUploadingChange(uploading > 0), [uploading, onUploadingChange]);

  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    if (request === 'file') {
      fileInput.current?.focus();
      return;
    }
    const item = thumbs.current?.querySelector(`[data-index="${request.index}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-control="${request.control}"]`);
    const target = wanted && !wanted.disabled ? wanted : item?.querySelector<HTMLButtonElement>('[data-control]:not(:disabled)');
    target?.focus();
  }, [images]);

  async function addImages(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    if (count + files.length > MAX_IMAGES) {
      setError(adminMessages.adminImagesMax(MAX_IMAGES));
      return;
    }
    setUploading((current) => current + files.length);
    setNews(adminMessages.adminImagesUploading);
    let added = 0;
    let problem = '';
    for (const file of files) {
      try {
        const url = await uploadProductImage(file);
        added += 1;
        setImages((current) => [...current, url]);
      } catch (failure) {
        problem ||= failure instanceof ApiError && failure.status !== 0 ? failure.message : messages.imageUploadError;
      } finally {
        setUploading((current) => current - 1);
      }
    }
    if (problem) toast.error(messages.imageUploadError);
    setError(problem || undefined);
    setNews(adminMessages.adminImagesUploaded(added));
  }

  function moveImage(index: number, offset: -1 | 1) {
    const target = index + offset;
    focusRequest.current = { index: target, control: offset < 0 ? 'left' : 'right' };
    setImages((current) => moveItem(current, index, offset));
    setNews(adminMessages.adminImageMoved(target + 1, count));
  }

  function removeImage(index: number) {
    const left = count - 1;
    focusRequest.current = left === 0 ? 'file' : { index: Math.min(index, left - 1), control: 'remove' };
    setImages((current) => current.filter((_, position) => position !== index));
    setNews(adminMessages.adminImageRemoved(left));
  }

  return (
    <fieldset className="admin-group" aria-describedby={`${hintId} ${errorId}`}>
      <legend>
        {adminMessages.adminProductImages}
        <RequiredMark />
      </legend>
      {count > 0 && (
        <ol className="admin-thumbs" ref={thumbs}>
          {images.map((url, index) => (
            <li key={`${index}:${url}`} data-index={index}>
              <img src={url} alt={adminMessages.adminImageAlt(index + 1, count)} width={112} height={112} />
              {index === 0 && <span className="admin-thumb-main">{adminMessages.adminMainImage}</span>}
              <div className="admin-thumb-controls">
                <button
                  type="button"
                  className="admin-icon-btn"
                  data-control="left"
                  disabled={index === 0}
                  aria-label={adminMessages.adminMoveImageLeft(index + 1)}
                  onClick={() => moveImage(index, -1)}
                >
                  <Icon path={moveLeftIcon} />
                </button>
                <button
                  type="button"
                  className="admin-icon-btn"
                  data-control="right"
                  disabled={index === count - 1}
                  aria-label={adminMessages.adminMoveImageRight(index + 1)}
                  onClick={() => moveImage(index, 1)}
                >
                  <Icon path={moveRightIcon} />
                </button>
                <button
                  type="button"
                  className="admin-icon-btn admin-icon-danger"
                  data-control="remove"
                  aria-label={adminMessages.adminRemoveImage(index + 1)}
                  onClick={() => removeImage(index)}
                >
                  <Icon path={closeIcon} />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="admin-upload">
        <input
          ref={fileInput}
          id={inputId}
          className="admin-file-input"
          type="file"
          accept={acceptedImageTypes}
          multiple
          onChange={(event) => void addImages(event)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId} ${errorId}`}
        />
        <label htmlFor={inputId} className="btn btn-outline admin-btn-sm">
          <Icon path={uploadIcon} />
          {adminMessages.adminAddImages}
        </label>
        {uploading > 0 && (
          <span className="admin-inline-status">
            <span className="admin-spinner" aria-hidden="true" />
            {adminMessages.adminImagesUploading}
          </span>
        )}
      </div>
      <p className="field-hint" id={hintId}>
        {adminMessages.adminImagesHint}
      </p>
      <p className="field-error" id={errorId} aria-live="polite">
        {error ?? ''}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {news}
      </p>
    </fieldset>
  );
}

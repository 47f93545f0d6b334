import { useState, type ChangeEvent } from 'react';
import { accountMessages } from '~/domain/accounts/messages-account.ts';
import { describedBy, Field } from '~/islands/ui/Field.tsx';
import { readProfilePhoto } from './photo.ts';
import Icon from '~/islands/ui/Icon.tsx';
import { personIcon } from '~/islands/ui/icons/account.ts';

interface Props {
  inputId: string;
  label: string;
  error: string | undefined;
  /** The photo chosen (a data URL), or '' when none. */
  value: string;
  /** Shown when nothing is chosen yet (the current photo on the profile). */
  currentUrl?: string;
  required?: boolean;
  /** Replaces the formats-and-size hint (the sign-up adds that the photo is optional). */
  hint?: string;
  onPhoto: (dataUrl: string) => void;
  onError: (message: string) => void;
}

/** A file input for the profile photo, checked in the browser, with a preview of the chosen image. */
export function PhotoField({
  inputId,
  label,
  error,
  value,
  currentUrl,
  required = false,
  hint = accountMessages.accountPhotoHint,
  onPhoto,
  onError,
}: Props) {
  const [reading, setReading] = useState(false);
  const [fileName, setFileName] = useState('');

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setReading(true);
    const result = await readProfilePhoto(file);
    setReading(false);
    if (result.ok) {
      setFileName(file.name);
      onPhoto(result.dataUrl);
    } else {
      setFileName('');
      // Cleared, so choosing the same file again after fixing it still counts as a change.
      input.value = '';
      onPhoto('');
      onError(result.error);
    }
  }

  const preview = value || currentUrl || '';
  return (
    <Field inputId={inputId} label={label} error={error} hint={hint}>
      <div className="account-photo">
        <span className="account-photo-preview">
          {preview ? (
            <img
              src={preview}
              alt={value ? accountMessages.accountPhotoPreviewAlt : accountMessages.accountCurrentPhotoAlt}
              width="96"
              height="96"
            />
          ) : (
            <Icon path={personIcon} size={40} strokeWidth={1.8} rounded={false} />
          )}
        </span>
        {/* The native control is kept (keyboard, screen readers, file pickers) but drawn as the
            button beside it: its own text follows the browser's language, not the page's. */}
        <input
          {...describedBy(inputId, error, true)}
          className="account-photo-input"
          aria-labelledby={`${inputId}-label`}
          type="file"
          name="profilePic"
          accept="image/png,image/jpeg,image/gif,image/webp"
          required={required}
          aria-busy={reading || undefined}
          onChange={(event) => void choose(event)}
        />
        <span className="account-photo-pick">
          <label htmlFor={inputId} className="btn btn-outline account-photo-button" aria-hidden="true">
            {accountMessages.accountChoosePhoto}
          </label>
          <span className="account-photo-name">{fileName || accountMessages.accountNoPhotoChosen}</span>
        </span>
      </div>
    </Field>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { accountMessages } from '~/domain/accounts/messages-account.ts';
import type { PublicUser } from '~/domain/accounts/account-schemas.ts';
import { updateProfile } from '~/lib/api/account/profile.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import { $user, forgetEndedSession } from '~/stores/session.ts';
import { FormAlert, TextField } from '~/islands/ui/Field.tsx';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { useLazyZodForm } from '~/islands/ui/use-lazy-zod-form.ts';
import { PhotoField } from '~/islands/account/PhotoField.tsx';

type ProfileField = 'name' | 'tel' | 'profilePic';
const fields: readonly ProfileField[] = ['name', 'tel', 'profilePic'];
const loadRules = () => import('~/islands/account/account-rules.ts').then((rules) => rules.profileUpdateSchema);

/** Name, tel and photo; only what changed is sent (PATCH /api/profile). */
export function ProfileEditor({ user }: { user: PublicUser }) {
  const id = useId();
  const inputId = (field: ProfileField) => `${id}-${field}`;
  const hydrated = useHydrated();
  const form = useLazyZodForm(loadRules, fields, inputId);
  const [values, setValues] = useState({ name: user.name, tel: user.tel, profilePic: '' });
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  // A new file input after each save, so the chosen file does not linger once it is the photo.
  const [photoKey, setPhotoKey] = useState(0);
  // A second press while the rules download must not save twice.
  const checking = useRef(false);

  // Another tab or the header may refresh the user: the form follows when nothing is being edited.
  useEffect(() => {
    setValues((current) => (current.profilePic === '' ? { name: user.name, tel: user.tel, profilePic: '' } : current));
  }, [user.name, user.tel]);

  const changes = () => {
    const patch: { name?: string; tel?: string; profilePic?: string } = {};
    if (values.name.trim() !== user.name) patch.name = values.name;
    if (values.tel.trim() !== user.tel) patch.tel = values.tel;
    if (values.profilePic) patch.profilePic = values.profilePic;
    return patch;
  };

  function refuse(message: string) {
    setFailure(message);
    setAttempt((count) => count + 1);
    toast.error(message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || checking.current) return;
    setFailure('');
    checking.current = true;
    try {
      await form.ready();
    } catch {
      refuse(messages.networkError);
      return;
    } finally {
      checking.current = false;
    }
    const found = form.check({ name: values.name, tel: values.tel });
    if (photoError) found.profilePic = photoError;
    if (form.show(found)) return;
    const patch = changes();
    if (Object.keys(patch).length === 0) {
      toast.info(accountMessages.accountNoChanges);
      return;
    }
    setSaving(true);
    try {
      const { data, message } = await updateProfile(patch);
      $user.set(data);
      setValues({ name: data.name, tel: data.tel, profilePic: '' });
      setPhotoKey((key) => key + 1);
      toast.success(message ?? messages.profileUpdated);
    } catch (error) {
      const message = error instanceof ApiError && error.status !== 0 ? error.message : messages.networkError;
      if (error instanceof ApiError && error.status === 401) {
        forgetEndedSession();
        window.location.replace('/login');
        return;
      }
      refuse(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{accountMessages.accountEditProfile}</h2>
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={form.preload}
        aria-labelledby={`${id}-title`}
      >
        <FormAlert key={attempt} message={failure} />
        <TextField
          inputId={inputId('name')}
          label={accountMessages.accountNameLabel}
          error={form.errors.name}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={100}
          required
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <TextField
          inputId={inputId('tel')}
          label={accountMessages.accountTelLabel}
          error={form.errors.tel}
          name="tel"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          required
          value={values.tel}
          onChange={(event) => setValues({ ...values, tel: event.target.value })}
        />
        <PhotoField
          key={photoKey}
          inputId={inputId('profilePic')}
          label={accountMessages.accountNewPhotoLabel}
          error={form.errors.profilePic}
          value={values.profilePic}
          currentUrl={user.profilePic}
          onPhoto={(dataUrl) => {
            setPhotoError(undefined);
            form.clearError('profilePic');
            setValues({ ...values, profilePic: dataUrl });
          }}
          onError={(message) => {
            setPhotoError(message);
            form.setErrors((current) => ({ ...current, profilePic: message }));
          }}
        />
        <button type="submit" className="btn account-submit" disabled={!hydrated || saving} aria-busy={saving || undefined}>
          {saving ? accountMessages.accountSaving : accountMessages.accountSaveProfile}
        </button>
      </form>
    </section>
  );
}

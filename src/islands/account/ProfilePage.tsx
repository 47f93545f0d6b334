// First: it must run before the schemas are built.
import '../../lib/zod-without-eval.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../domain/messages.ts';
import { accountMessages } from '../../domain/messages-account.ts';
import { sessionMessages } from '../../domain/messages-session.ts';
import { profileUpdateSchema, type PublicUser } from '../../domain/schemas.ts';
import { bogotaMoment, formatBogotaDate } from '../../domain/schedule.ts';
import { updateProfile } from '../../lib/api/account/profile.ts';
import { ApiError } from '../../lib/api/core.ts';
import { toast } from '../../lib/toast.ts';
import { $user } from '../../stores/session.ts';
import { Avatar } from '../header/Avatar.tsx';
import { describedBy, errorsFromIssues, Field, FormAlert, firstInvalid, useHydrated, type FieldErrors } from './form.tsx';
import { PhotoField } from './PhotoField.tsx';
import { useSignedInUser } from './use-signed-in-user.ts';

type ProfileField = 'name' | 'tel' | 'profilePic';
const fields: readonly ProfileField[] = ['name', 'tel', 'profilePic'];

/** "4 de marzo de 2026": the day the account was created, in Bogotá. */
function memberSince(createdAt: string): string {
  return formatBogotaDate(bogotaMoment(new Date(createdAt)).date);
}

/** Spec §2 /perfil: 'Cargando datos del usuario...' until the user is known, then the profile and its editor. */
export default function ProfilePage() {
  const user = useSignedInUser();
  if (!user) {
    return (
      <p className="account-loading" role="status">
        <span className="account-spinner" aria-hidden="true" />
        {messages.loadingUser}
      </p>
    );
  }
  return (
    <div className="profile-layout">
      <ProfileCard user={user} />
      <ProfileEditor user={user} />
    </div>
  );
}

function ProfileCard({ user }: { user: PublicUser }) {
  return (
    <section className="account-panel profile-card" aria-labelledby="profile-name">
      <Avatar user={user} size={120} alt={accountMessages.accountPhotoOf(user.name)} />
      <h2 id="profile-name">{user.name}</h2>
      <dl className="profile-facts">
        <div>
          <dt>{accountMessages.accountEmailLabel}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{accountMessages.accountTelLabel}</dt>
          <dd>{user.tel}</dd>
        </div>
        <div>
          <dt>{accountMessages.accountRoleLabel}</dt>
          <dd>{accountMessages.accountRoleNames[user.role]}</dd>
        </div>
        <div>
          <dt>{accountMessages.accountMemberSince}</dt>
          <dd>
            <time dateTime={user.createdAt}>{memberSince(user.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {user.role === 'ADMIN' ? (
        <a className="btn btn-secondary" href="/admin-panel">
          {accountMessages.accountAdminPanel}
        </a>
      ) : (
        <a className="btn btn-secondary" href="/orders">
          {sessionMessages.accountMyOrders}
        </a>
      )}
    </section>
  );
}

/** Name, tel and photo; only what changed is sent (PATCH /api/profile). */
function ProfileEditor({ user }: { user: PublicUser }) {
  const id = useId();
  const hydrated = useHydrated();
  const [values, setValues] = useState({ name: user.name, tel: user.tel, profilePic: '' });
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [failure, setFailure] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  // A new file input after each save, so the chosen file does not linger once it is the photo.
  const [photoKey, setPhotoKey] = useState(0);
  const refs = useRef<Partial<Record<ProfileField, HTMLInputElement | null>>>({});
  const refOf = (field: ProfileField) => (element: HTMLInputElement | null) => {
    refs.current[field] = element;
  };

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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure('');
    const result = profileUpdateSchema.safeParse({ name: values.name, tel: values.tel });
    const found: FieldErrors<ProfileField> = result.success ? {} : errorsFromIssues(result.error.issues, fields);
    if (photoError) found.profilePic = photoError;
    setErrors(found);
    const invalid = firstInvalid(found, fields);
    if (invalid) {
      refs.current[invalid]?.focus();
      return;
    }
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
        window.location.replace('/login');
        return;
      }
      setFailure(message);
      setAttempt((count) => count + 1);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  const nameId = `${id}-name`;
  const telId = `${id}-tel`;
  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{accountMessages.accountEditProfile}</h2>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
        <FormAlert key={attempt} message={failure} />
        <Field inputId={nameId} label={accountMessages.accountNameLabel} error={errors.name}>
          <input
            {...describedBy(nameId, errors.name)}
            ref={refOf('name')}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={100}
            required
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
        </Field>
        <Field inputId={telId} label={accountMessages.accountTelLabel} error={errors.tel}>
          <input
            {...describedBy(telId, errors.tel)}
            ref={refOf('tel')}
            name="tel"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            required
            value={values.tel}
            onChange={(event) => setValues({ ...values, tel: event.target.value })}
          />
        </Field>
        <PhotoField
          key={photoKey}
          inputId={`${id}-photo`}
          label={accountMessages.accountNewPhotoLabel}
          error={errors.profilePic}
          value={values.profilePic}
          currentUrl={user.profilePic}
          onPhoto={(dataUrl) => {
            setPhotoError(undefined);
            setErrors(({ profilePic: _cleared, ...rest }) => rest);
            setValues({ ...values, profilePic: dataUrl });
          }}
          onError={(message) => {
            setPhotoError(message);
            setErrors((current) => ({ ...current, profilePic: message }));
          }}
          inputRef={refOf('profilePic')}
        />
        <button type="submit" className="btn account-submit" disabled={!hydrated || saving} aria-busy={saving || undefined}>
          {saving ? accountMessages.accountSaving : accountMessages.accountSaveProfile}
        </button>
      </form>
    </section>
  );
}

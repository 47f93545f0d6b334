import { messages } from '~/domain/shared/messages.ts';
import { EmailConfirmationPanel } from './EmailConfirmationPanel.tsx';
import { InvoiceBuyerPanel } from './InvoiceBuyerPanel.tsx';
import { MyDataPanel } from './MyDataPanel.tsx';
import { PacksPanel } from './PacksPanel.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { ProfileEditor } from './ProfileEditor.tsx';
import { useSignedInUser } from '~/islands/account/use-signed-in-user.ts';
import './profile.css';

/** /perfil: 'Cargando datos del usuario...' until the user is known, then the profile, the way to confirm the e-mail (while it is not), the customer's packs ("Tus bonos"), its editor, the invoicing data ("Datos de facturación"), the password change and the user's own data. */
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
      <div className="profile-forms">
        {user.emailConfirmed ? null : <EmailConfirmationPanel />}
        <PacksPanel />
        <ProfileEditor user={user} />
        <InvoiceBuyerPanel />
        <PasswordChangeForm />
        <MyDataPanel />
      </div>
    </div>
  );
}

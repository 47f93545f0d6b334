/**
 * A checkbox with its label beside it and the error slot below: the consent boxes ("Acepto la
 * política de tratamiento de datos", "Acepto los términos"…). The label may hold a link.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { legalMessages } from '~/domain/legal/messages-legal.ts';
import { describedBy } from './Field.tsx';
import './forms.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  inputId: string;
  label: ReactNode;
  error: string | undefined;
}

export function CheckboxField({ inputId, label, error, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={className ? `field field-checkbox ${className}` : 'field field-checkbox'}>
      <div className="checkbox-row">
        <input type="checkbox" {...input} {...describedBy(inputId, error)} />
        <label htmlFor={inputId} id={`${inputId}-label`}>
          {label}
        </label>
      </div>
      <p className="field-error" id={`${inputId}-error`} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

/** "<before><link>": a link to a legal page inside a box's label, opened in a new tab so the form keeps what was typed. */
export function LegalLinkLabel({ before, link, href }: { before: string; link: string; href: string }) {
  return (
    <>
      {before}
      <a href={href} target="_blank" rel="noopener">
        {link}
        <span className="visually-hidden">{legalMessages.opensInNewTab}</span>
      </a>
    </>
  );
}

const consentDocuments = {
  dataPolicy: {
    name: 'acceptDataPolicy',
    before: legalMessages.consentAccept,
    link: legalMessages.consentDataPolicyLink,
    href: '/politica-de-datos',
  },
  terms: { name: 'acceptTerms', before: legalMessages.consentAcceptTerms, link: legalMessages.consentTermsLink, href: '/terminos' },
} as const;

interface ConsentBoxProps {
  /** Which text is accepted: the data policy (every form that asks for personal data) or the terms (checkout). */
  document: keyof typeof consentDocuments;
  inputId: string;
  error: string | undefined;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** An unticked, required consent box whose label links its legal page: the same on every form. */
export function ConsentBox({ document, inputId, error, checked, onCheckedChange }: ConsentBoxProps) {
  const { name, before, link, href } = consentDocuments[document];
  return (
    <CheckboxField
      inputId={inputId}
      name={name}
      label={<LegalLinkLabel before={before} link={link} href={href} />}
      error={error}
      checked={checked}
      required
      onChange={(event) => onCheckedChange(event.target.checked)}
    />
  );
}

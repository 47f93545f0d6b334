/**
 * A checkbox with its label beside it and the error slot below: the consent boxes ("Acepto la
 * política de tratamiento de datos", "Acepto los términos"…). The label may hold a link.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { legalMessages } from '~/domain/messages-legal.ts';
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

/** The data policy box's label, the same on every form. */
export const DataPolicyLabel = () => <LegalLinkLabel before={legalMessages.consentAccept} link={legalMessages.consentDataPolicyLink} href="/politica-de-datos" />;

/** The terms box's label (checkout). */
export const TermsLabel = () => <LegalLinkLabel before={legalMessages.consentAcceptTerms} link={legalMessages.consentTermsLink} href="/terminos" />;

import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/domain/accounts/messages-account.ts';
import EmptyState from '../../src/islands/ui/EmptyState.tsx';
import Icon from '../../src/islands/ui/Icon.tsx';
import { passwordShownIcon } from '../../src/islands/ui/icons/account.ts';
import { closeIcon } from '../../src/islands/ui/icons/navigation.ts';
import { PasswordField } from '../../src/islands/ui/PasswordField.tsx';

// The show/hide toggle's clicks are driven in a browser by tests/e2e/accounts.spec.ts (the login form).
describe('the UI kit’s shared pieces', () => {
  it('draws an icon hidden from assistive technology, rounded unless told otherwise', () => {
    expect(renderToStaticMarkup(createElement(Icon, { path: closeIcon, size: 20 }))).toBe(
      '<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="M6 6l12 12M18 6 6 18"></path></svg>',
    );
    const square = renderToStaticMarkup(createElement(Icon, { path: closeIcon, strokeWidth: 2.4, rounded: false, className: 'chevron' }));
    expect(square).toContain('<svg class="chevron" aria-hidden="true" width="18" height="18"');
    expect(square).toContain('stroke-width="2.4"');
    expect(square).not.toContain('stroke-linecap');
  });

  it('frames an empty text as a paragraph, or a fragment as one box, in the panel’s look or the shop’s', () => {
    expect(renderToStaticMarkup(createElement(EmptyState, { look: 'panel', children: 'Sin ciudades.' }))).toBe(
      '<p class="admin-empty">Sin ciudades.</p>',
    );
    const paragraphs = createElement(Fragment, null, createElement('p', null, 'Nada aún.'));
    const box = createElement(EmptyState, { look: 'page', className: 'orders-empty', children: paragraphs });
    expect(renderToStaticMarkup(box)).toBe('<div class="list-message orders-empty"><p>Nada aún.</p></div>');
  });

  it('starts a password field hidden, its toggle named, unpressed and pointing at the input', () => {
    const html = renderToStaticMarkup(
      createElement(PasswordField, {
        inputId: 'login-password',
        name: 'password',
        label: 'Contraseña',
        toggleLabel: 'Mostrar contraseña',
        value: '',
        error: undefined,
        autoComplete: 'current-password',
        onChange: () => undefined,
      }),
    );
    expect(html).toContain('<label for="login-password"');
    expect(html).toMatch(/<input[^>]* id="login-password"[^>]* type="password" autoComplete="current-password"/);
    expect(html).toContain(
      `<button type="button" class="account-password-toggle" aria-label="Mostrar contraseña" aria-pressed="false" aria-controls="login-password" title="${accountMessages.accountShowPasswordTitle}">`,
    );
    expect(html).toContain(`<path d="${passwordShownIcon}"></path>`);
  });
});

import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import ListState, { type ListStateProps } from '../../src/islands/ui/ListState.tsx';

const html = (props: ListStateProps) => renderToStaticMarkup(createElement(ListState, props));

describe('the UI kit’s list states', () => {
  it('announces the loading text in a status region, with the panel’s spinner', () => {
    expect(html({ look: 'panel', loading: 'Cargando…' })).toBe(
      '<p class="admin-loading" role="status"><span class="admin-spinner" aria-hidden="true"></span>Cargando…</p>',
    );
    expect(html({ look: 'page', loading: 'Cargando tu carrito…' })).toBe('<p class="list-message" role="status">Cargando tu carrito…</p>');
  });

  it('shows a failure as an alert, with the retry button only when the list can try again', () => {
    const withRetry = html({ look: 'panel', error: 'No se pudo cargar.', onRetry: () => undefined });
    expect(withRetry).toContain('<div class="admin-error" role="alert"><p>No se pudo cargar.</p>');
    expect(withRetry).toContain(`>${messages.retry}</button>`);
    expect(html({ look: 'page', error: 'Falló.' })).toBe('<p class="list-message list-message-error" role="alert">Falló.</p>');
  });

  it('frames the empty text, or a fragment of paragraphs as one box', () => {
    expect(html({ look: 'panel', empty: 'No hay usuarios.' })).toBe('<p class="admin-empty">No hay usuarios.</p>');
    const box = html({
      look: 'account',
      emptyClassName: 'orders-empty',
      empty: createElement(Fragment, null, createElement('p', null, 'Nada aún.')),
    });
    expect(box).toBe('<div class="list-message orders-empty"><p>Nada aún.</p></div>');
  });

  it('renders nothing while no state applies', () => {
    expect(html({ look: 'panel', loading: false, error: null, empty: false })).toBe('');
  });
});

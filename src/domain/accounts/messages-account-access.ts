/**
 * Texts of getting back into an account: a session that ended in another browser, and the check of
 * a reset link when its page opens. Small and apart, so the login and reset pages carry only these.
 */
export const accountAccessMessages = {
  sessionEnded: 'Tu sesión se cerró. Inicia sesión de nuevo.',
  resetLinkChecked: 'El enlace sirve: escribe tu contraseña nueva.',
  resetLinkChecking: 'Revisando el enlace…',
  tooManyResetChecks: 'Revisaste demasiados enlaces en poco tiempo. Espera unos minutos e inténtalo de nuevo.',
} as const;

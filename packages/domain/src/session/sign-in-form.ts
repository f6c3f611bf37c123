/** Outcome of checking the sign-in form before it is sent (seed 000 §5 Sign-in form). */
export type SignInFormResult =
  | { kind: 'notValidId'; id: string; password: string }
  | { kind: 'notValidPassword'; id: string; password: string }
  | { kind: 'submit'; id: string; password: string };

/**
 * Leading and trailing spaces are trimmed from id and password. An empty id sets the
 * not-valid-id flag; a valid id with an empty password sets the not-valid-password flag;
 * otherwise the form is submitted.
 */
export function checkSignInForm(rawId: string, rawPassword: string): SignInFormResult {
  const id = rawId.trim();
  const password = rawPassword.trim();
  if (id === '') return { kind: 'notValidId', id, password };
  if (password === '') return { kind: 'notValidPassword', id, password };
  return { kind: 'submit', id, password };
}

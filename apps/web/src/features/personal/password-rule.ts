/** The server's rule for a new password (8-64 characters with letters and digits), checked before sending. */
export const meetsPasswordRule = (password: string) =>
  password.length >= 8 && password.length <= 64 && /[A-Za-z]/.test(password) && /\d/.test(password);

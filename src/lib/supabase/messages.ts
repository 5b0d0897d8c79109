/** Every message the auth and upload layer shows, word for word (docs/constants.md#auth-and-session). */
export const authMessages = {
  loginRejected: 'Invalid email or password',
  loginFailed: 'Login failed',
  authCheckFailed: 'Authentication check failed',
  missingCredentials: 'Email and password are required',
  uploadNeedsSession: 'Authentication required for upload',
  otpNeedsContact: 'You must provide either an email or phone number.',
  notConfigured: 'Sign-in is not available: the Supabase backend is not configured for this site.',
  missingEmail: 'Please enter your e-mail address.',
  missingPassword: 'Please enter a new password.',
  weakPassword: 'Please choose a password of at least 8 characters.',
  noAccess: 'Access Denied',
  mfaRequired: 'Enter the 6-digit code from your authenticator app to finish signing in.',
  mfaCodeInvalid: 'That code did not work. Please check your authenticator app and try again.',
} as const;

export const successMessages = {
  signUpConfirmed: 'Account created successfully!',
  signUpCheckEmail: 'Please check your email to confirm your account.',
  login: 'Login successful!',
  logout: 'Logged out successfully',
  resetSent: 'Password reset email sent! Check your inbox.',
  passwordUpdated: 'Password updated successfully!',
  mfaEnrolled: 'Two-factor authentication is on.',
  codeSent: 'We sent you a sign-in code. Check your inbox.',
} as const;

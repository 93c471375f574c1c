import { fieldErrors, loginSchema, registerSchema, resetPasswordSchema } from './auth.schemas';

describe('auth schemas', () => {
  it('asks for a valid e-mail and a password', () => {
    expect(fieldErrors(loginSchema, { email: 'nope', password: '' })).toEqual({ email: 'validation.emailInvalid', password: 'validation.passwordRequired' });
    expect(fieldErrors(loginSchema, { email: 'a@b.co', password: 'x' })).toBeNull();
  });

  it('enforces the password rules and the confirmation', () => {
    const base = { token: 't', confirmPassword: 'Abcdefg1' };
    expect(fieldErrors(resetPasswordSchema, { ...base, password: 'abcdefg1' })?.password).toBe('validation.passwordRules');
    expect(fieldErrors(resetPasswordSchema, { ...base, password: 'Abcdef1' })?.password).toBe('validation.passwordRules');
    expect(fieldErrors(resetPasswordSchema, { ...base, password: 'Abcdefg2' })).toEqual({ confirmPassword: 'validation.passwordsMustMatch' });
    expect(fieldErrors(resetPasswordSchema, { ...base, password: 'Abcdefg1' })).toBeNull();
  });

  it('asks for a name at registration', () => {
    expect(fieldErrors(registerSchema, { name: ' ', email: 'a@b.co', password: 'Abcdefg1' })).toEqual({ name: 'validation.nameRequired' });
  });
});

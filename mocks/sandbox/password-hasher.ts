/**
 * How the identity service keeps passwords, chosen by createSandbox's `passwordHasher`: scrypt in Node (the default,
 * password-hash.ts), salted SHA-256 through Web Crypto in a page (digest-password-hash.ts), where scrypt is missing.
 */
export interface PasswordHasher {
  /** First `$`-separated field of every hash this hasher makes. */
  scheme: string;
  hash(password: string): Promise<string>;
  /** False for a hash of another scheme or a malformed one. */
  verify(stored: string, password: string): Promise<boolean>;
}

/** Finds token-like things in a JSON answer: keys that name secrets, and JWT-shaped strings. */
const SECRET_KEY = /token|secret|password|jwt|cookie|sid|session|accesskey|apikey|authorization/i;
const JWT_SHAPE = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;

export interface LeakRules {
  /** Top-level keys that may hold a token (§7's accessToken). */
  allowedKeys?: readonly string[];
  /** Paths whose string may carry a JWT on purpose (the support link's ?token=). */
  allowedJwtPaths?: readonly string[];
}

export function tokenLeaks(value: unknown, rules: LeakRules = {}, path = '$'): string[] {
  if (typeof value === 'string') return JWT_SHAPE.test(value) && !rules.allowedJwtPaths?.includes(path) ? [`${path}: JWT-shaped value`] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => tokenLeaks(item, rules, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = `${path}.${key}`;
    const allowed = path === '$' && rules.allowedKeys?.includes(key);
    const own = SECRET_KEY.test(key) && !allowed ? [`${here}: secret-like key`] : [];
    return [...own, ...tokenLeaks(inner, rules, here)];
  });
}

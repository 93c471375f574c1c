/** Custom header every state-changing call must carry (with a same-origin Origin or Sec-Fetch-Site). */
export const CSRF_HEADER = 'x-tezgah-csrf';
export const CSRF_HEADER_VALUE = '1';

/** Business constants of spec §9 that more than one layer needs. */
export const BOOKMARKS_MAX_STARRED = 10;
export const SEARCH_LIMIT_TYPING = 6;
export const SEARCH_LIMIT_BROWSING = 100;
export const SEARCH_MIN_CHARS = 3;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RESET_LINK_MINUTES = 15;
export const PASSWORD_RESET_INTERVAL_MINUTES = 15;
export const HORIZONTAL_LAYOUT_MIN_WIDTH = 1200;
export const MOBILE_SIDEBAR_MAX_WIDTH = 1200;
export const SCROLL_TO_TOP_AFTER_PX = 160;
/** Spec §7: the template's mock token lifetime; the BFF uses it as the lifetime of the in-memory access token. */
export const ACCESS_TOKEN_SECONDS = 8000;
/** Spec §5/§9: a date range cannot exceed 10 days. */
export const MAX_DATE_RANGE_DAYS = 10;
/** Spec §5/§9: an export of more than 100,000 rows is refused. */
export const EXPORT_ROW_CAP = 100_000;
/** Spec §4/§9: Incorrect Pricing locks the product on that marketplace for 7 days. */
export const INCORRECT_PRICING_LOCK_DAYS = 7;
/** Invoice PDFs the portal accepts (same figure as the product variant file, spec §5). */
export const INVOICE_MAX_BYTES = 9 * 1024 * 1024;

/**
 * Error codes the BFF answers with (`{ code, message }`). The SPA shows `t('errors.<code>')`; `message` is the
 * English text (the spec's own wording where it has one) for logs and non-browser clients.
 */
export const ERROR_MESSAGES = {
  invalidCredentials: 'Email Or Password Invalid',
  loginFailed: 'There was an error with your login attempt. Please try again.',
  userNotFound: 'User record not found',
  generic: 'An error occurred. Please try-again.',
  emailInUse: 'This email is already in use.',
  nameRequired: 'Please enter your name.',
  invalidAccessToken: 'Invalid access token',
  tooManyAttempts: 'Too many sign-in attempts. Please wait and try again.',
  tooManySignUps: 'Too many sign-ups from your address. Please wait and try again.',
  resetFailed: 'There was an error while resetting your password. Please check that you are on the correct page and try again.',
  resetTimeout: 'Password Reset Timeout: You can reset your password once every 15 minutes...',
  validation: 'Please check all fields.',
  unauthenticated: 'Your session has ended. Please sign in again.',
  forbidden: 'You are not authorized to do this.',
  csrf: 'This request was refused because it did not come from the portal.',
  notFound: 'No data was found.',
  downstreamUnavailable: 'A service the portal depends on is not answering. Please try again later.',
  storeUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  shuttingDown: 'The portal is restarting and did not take this request. Please try again in a moment.',
  auditUnavailable: 'The change was not made: the audit trail cannot record it right now. Please try again later.',
  downstreamInvalidAnswer: 'A service the portal depends on sent an answer the portal could not read. Please try again later.',
  notActingAsSeller: 'There is no admin session to return to.',
  orderHasShippedItems: 'You cannot cancel this order because it has one or more shipped items.',
  itemAlreadyCancelled: 'This item is already cancelled.',
  itemAlreadyPackaged: 'Please delete the package you created and try again.',
  itemNotOpen: 'Only items waiting for packaging can be put in a package.',
  orderCancelled: 'This order is cancelled.',
  turkeyPriceCap: 'The total product price of this package is over the limit for shipments to Turkey.',
  pdfRequired: 'Please select a PDF file.',
  invoiceInvalid: 'Please make sure you entered all the invoice information correctly and try again.',
  packageNotAtSeller: 'This package has already left the seller, so its label cannot be changed.',
  packageHasNoLabel: 'This package has no label yet.',
  packageCancelled: 'This package is cancelled, so its label cannot be changed.',
  exportTooLarge: 'Export of more than 100,000 rows is not possible. Please narrow the list with filters.',
  fileTooLarge: 'The file is larger than the size limit.',
  categoryNotFound: 'Category not found',
  attributeNotFound: 'Attribute not found',
  categoryTreeInvalid: 'The parent id/name category tree structure you selected is not suitable.',
  remoteIdRequired: 'Remote ID is required',
  categoryHasChildren: 'This category has sub-categories. Delete Anyway deletes it and leaves them without a parent.',
  categoryRestricted: 'Your company may not sell in this category.',
  marketplaceRateInvalid: 'Please enter a rate value bigger than zero.',
  shippingProviderRequired: 'Please select a shipping provider.',
  marketplaceNotConfigured:
    'The global configuration of this marketplace is missing for your company, so its settings cannot be saved. Please contact support.',
  marketplaceRateAboveCap: 'The rate is above the highest rate allowed on this marketplace.',
  skuInUse: 'This SKU is already used by another variant.',
  brandNameInUse: 'A brand with this name already exists.',
  brandNoDuplicates: 'This brand has no duplicates in its company to merge.',
  tagNameInUse: 'A tag with this name already exists.',
  productDeleted: 'This product has been deleted.',
  claimNotWaiting: 'This claim is no longer waiting for your answer, so it cannot be approved or rejected.',
  claimNotWaitingAdmin: 'This claim is no longer waiting for a staff decision, so it cannot be approved or rejected here.',
  stateUnchanged: 'The record is already in that state.',
  orderNotShipped: 'This order still has items waiting to be packaged or shipped, so its state cannot be corrected.',
  packageStateCancelled: 'This package is cancelled, so its state cannot be corrected.',
  approvalNotPending: 'This request has already been decided.',
  refundNotDelivered: 'Only delivered items can be refunded; this request names items that are not delivered.',
  validationNotFailing: 'None of these products is failing validation any more.',
  campaignNotPending: 'This campaign is no longer pending: only a pending campaign can be changed or take SKUs.',
  campaignNotCancellable: 'This campaign can no longer be cancelled.',
  campaignOverlap: 'A variant is already in another campaign on the same marketplace for overlapping dates.',
  campaignBeginPast: 'A campaign cannot begin before today.',
  campaignRequestFailed: 'An error occurred while processing request. Please try-again later.',
  variantAlreadyLocked: 'This variant is already locked on that marketplace.',
  variantNotLocked: 'This variant has no lock on that marketplace that staff can lift.',
  variantPriceBlocked: 'The price of this variant is blocked by the marketplace team and cannot be changed.',
  ticketClosed: 'This question is closed, so it cannot be answered.',
  ticketExpired: 'The time to answer this question has run out, so it cannot be answered.',
  ticketHasClaim: 'A claim has already been created from this question.',
  ticketHasNoOrder: 'This question is not about an order, so no claim can be created from it.',
  ticketOrderNotShipped: 'The order of this question has not been shipped yet, so no claim can be created from it.',
  unsupportedFile: 'This file type is not supported.',
  notAWorkbook: 'This file is not an Excel workbook. Please choose an .xlsx or .xls file.',
  workbookUnsafe: 'This workbook cannot be read safely (it unpacks to too much data or holds a document type declaration).',
  workbookUnreadable: 'This workbook could not be read. Please save it again in Excel and retry.',
  workbookProtected: 'This workbook is protected by a password. Please open it, remove the password, save it and upload it again.',
  workbookOpenDocument: 'This is an OpenDocument spreadsheet (.ods), not an Excel workbook. Please save it as an Excel workbook (.xlsx) and upload it again.',
  importHeadersMissing: "The first row of the sheet must hold the template's column headers.",
  importTooManyRows: 'The file holds more rows than one import may have.',
  importEmpty: 'The file holds no rows to import.',
  importSuspended: 'Products/variants import functionality is disabled temporarily',
  importBanned: 'This company is not allowed to import products/variants.',
  importInterrupted: 'The import stopped when the server restarted, and could not be resumed. Please upload the file again.',
  importRowsFailed: 'Some rows were not imported. The import error file lists them with their reasons.',
  importHiddenCells: 'The file hides rows or columns. Hidden rows were skipped and hidden columns were read; the row errors list them.',
  importAllRowsFailed: 'No row was imported. The import error file lists every row with its reasons.',
  marketplaceLogsLoad: 'Cannot load the marketplace logs. Please try again later.',
  typedConfirmationMismatch: 'The text typed does not match what this action asks for. Type it exactly as shown to confirm.',
  hardDeleteUnknownTargets: 'Some of the IDs or SKUs are not in this company’s catalogue. Remove them and try again.',
  hardDeleteNothing: 'There is nothing to delete.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Whether a code from outside (a service's answer) is one of the contract's. */
export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_MESSAGES, code);

export interface ApiError {
  code: ErrorCode;
  message: string;
  /** Field-level problems for form errors: field name -> i18n key. */
  fields?: Record<string, string>;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).code === 'string' && (value as ApiError).code in ERROR_MESSAGES;
}

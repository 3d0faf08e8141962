// The fixed English texts of the forms and leads API, in `error` of the answer envelope: the contract's texts
// (common/contract/error-codes.ts) under the names the routes use. The forms show their own translated text per
// status and field code; the leads screens of the back office word these by their code.
import { SERVER_ERROR_TEXT as T } from '../../common/contract/error-codes';

export const FormErrorText = {
  unknownForm: T['form.unknown'],
  invalidFields: T['form.invalid-fields'],
  tooManyRequests: T['form.too-many-requests'],
  saveFailed: T['form.save-failed'],
  fileTooLarge: T['form.file-too-large'],
  bodyTooLarge: T['request.too-large'],
  multipartRequired: T['form.multipart-required'],
  invalidRequest: T['request.invalid'],
  notLoggedIn: T['account.not-logged-in'],
  leadNotFound: T['leads.not-found'],
  fileNotFound: T['leads.file-not-found'],
  readFailed: T['leads.read-failed'],
} as const;

// The fixed English texts of the forms and leads API, in `error` of the answer envelope. The browser shows its own
// translated text per status and field code; these are for API users, logs and the fallback toast.

export const FormErrorText = {
  unknownForm: 'Unknown form',
  invalidFields: 'Some fields are missing or invalid. Please check the form.',
  tooManyRequests: 'Too many requests. Please try again later.',
  saveFailed: 'We could not save your request right now. Please try again in a moment.',
  fileTooLarge: 'The CV is too large: at most 5 MB.',
  bodyTooLarge: 'Request body too large',
  multipartRequired: 'Content-Type must be multipart/form-data',
  invalidRequest: 'Invalid request',
  notLoggedIn: 'Not logged in',
  leadNotFound: 'Lead not found',
  fileNotFound: 'File not found',
  readFailed: 'The leads could not be read right now. Please try again in a moment.',
} as const;

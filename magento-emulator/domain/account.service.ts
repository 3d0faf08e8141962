// Customer accounts (Magento_Customer, 2.4): Model/AccountManagement.php createAccount, initiatePasswordReset,
// resetPassword, changePasswordById and checkPasswordStrength; Model/Customer/CredentialsValidator::
// checkPasswordDifferentFromEmail; Model/ResourceModel/Customer::_beforeSave (the duplicate e-mail); and the
// CustomerRepository::save behind PUT /V1/customers/me. Checked against dev/tests/api-functional/testsuite/Magento/
// Customer/Api/AccountManagementTest.php (testCreateCustomer, testCreateCustomerWithErrors, testSendPasswordResetLink,
// testResetPassword, testResetPasswordWithExpiredToken, testResetPasswordWithInvalidToken, testChangePassword) and
// CustomerRepositoryTest / AccountManagementMeTest (testUpdateCustomerMe, testChangePassword).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { PASSWORD_OPTIONS } from '../emulator.config';
import { one, type Queryable } from '../db/emulator.store';
import { MagentoError, invalidValue, required } from '../lib/magento.errors';
import { isEmail, type CustomerAddressInput } from './address.rules';
import { hashPassword, verifyPassword } from './auth.service';
import { saveCustomerAddresses, type CustomerDoc } from './customer.service';

/** The secure part of a customer (CustomerSecure): the reset token and when it was made. */
export interface AccountDoc extends CustomerDoc {
  rp_token?: string | null;
  rp_token_created_at?: number | null;
}

interface AccountRow {
  entity_id: number;
  email: string;
  password_hash: string;
  doc: AccountDoc;
}

/**
 * AccountManagement::checkPasswordStrength (in this order: the maximum, the configured minimum, a leading or trailing
 * space, the required character classes of makeRequiredCharactersCheck: digits, upper case, lower case, anything else).
 */
export function checkPasswordStrength(password: string): void {
  const length = [...password].length;
  if (length > PASSWORD_OPTIONS.maximumLength) {
    throw new MagentoError(400, 'Please enter a password with at most %1 characters.', [PASSWORD_OPTIONS.maximumLength]);
  }
  if (length < PASSWORD_OPTIONS.minimumLength) {
    throw new MagentoError(400, 'The password needs at least %1 characters. Create a new password and try again.', [PASSWORD_OPTIONS.minimumLength]);
  }
  if (password.trim() !== password) throw new MagentoError(400, "The password can't begin or end with a space. Verify the password and try again.");
  const classes = [/[0-9]/, /[A-Z]/, /[a-z]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
  if (classes < PASSWORD_OPTIONS.requiredCharacterClasses) {
    throw new MagentoError(
      400,
      'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
      [PASSWORD_OPTIONS.requiredCharacterClasses],
    );
  }
}

const SAME_AS_EMAIL = "The password can't be the same as the email address. Create a new password and try again.";

/** CredentialsValidator::checkPasswordDifferentFromEmail (strcasecmp). */
function checkDifferentFromEmail(email: string, password: string): void {
  if (email.toLowerCase() === password.toLowerCase()) throw new MagentoError(400, SAME_AS_EMAIL);
}

const DUPLICATE_EMAIL = 'A customer with the same email address already exists in an associated website.';

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  storeId: number;
}

/** The labels of the customer attributes Magento names in its save errors (customer_eav_attribute's frontend labels). */
const ATTRIBUTE_LABELS = { firstname: 'First Name', lastname: 'Last Name', email: 'Email' } as const;

/**
 * ResourceModel\Customer::_beforeSave, first part: a customer without an e-mail address is refused before anything
 * else is looked at (ValidatorException 'The customer email is missing. Enter and try again.').
 */
function checkEmailPresent(customer: { email?: string }): void {
  if (!customer.email) throw new MagentoError(400, 'The customer email is missing. Enter and try again.');
}

/**
 * ResourceModel\Customer::_validate, after the duplicate check: the 'save' group of Customer/etc/validation.xml is
 * Eav\Model\Validator\Attribute\Data, which asks each attribute's data model (Eav\Model\Attribute\Data\Text::
 * validateValue: '"%1" is a required value.' with the attribute's label; the e-mail's input rule: '"%1" is not a
 * valid email address.'). Framework\Validator\Exception joins every message with PHP_EOL into one phrase without
 * parameters, in attribute order (firstname, lastname, email). Checked against the REST answer
 * 400 {"message": "\"First Name\" is a required value."} for POST /V1/customers with an empty first name (Magento 2.4).
 */
function checkCustomerFields(customer: { email?: string; firstname?: string; lastname?: string }): void {
  const messages: string[] = [];
  for (const field of ['firstname', 'lastname'] as const) {
    const value = customer[field];
    // PHP's empty(): a missing or empty name is "required"; only spaces pass it and fail the min_text_length 1 rule.
    if (!value) messages.push(`"${ATTRIBUTE_LABELS[field]}" is a required value.`);
    else if (value.trim() === '') messages.push(`"${ATTRIBUTE_LABELS[field]}" length must be equal or greater than 1 characters.`);
  }
  if (!isEmail(customer.email!)) messages.push(`"${ATTRIBUTE_LABELS.email}" is not a valid email address.`);
  if (messages.length > 0) throw new MagentoError(400, messages.join('\n'));
}

/**
 * AccountManagement::createAccount with a password: the password rules first (checkPasswordStrength, then
 * checkPasswordDifferentFromEmail, worded as LocalizedException by createAccount), then the save (the duplicate e-mail
 * is ResourceModel\Customer's AlreadyExistsException, rethrown as InputMismatchException, 400).
 */
export async function createAccount(q: Queryable, customer: NewCustomer, password: string, now: number): Promise<number> {
  // createAccount checks the password before the save; the save checks the e-mail's presence, then the duplicate,
  // then the attributes (ResourceModel\Customer::_beforeSave).
  checkPasswordStrength(password);
  checkDifferentFromEmail(customer.email, password);
  checkEmailPresent(customer);
  const email = customer.email.trim();
  const taken = await one(q, 'select entity_id from customers where lower(email) = $1', [email.toLowerCase()]);
  if (taken) throw new MagentoError(400, DUPLICATE_EMAIL);
  checkCustomerFields(customer);
  const doc: AccountDoc = {
    firstname: customer.firstname.trim(),
    lastname: customer.lastname.trim(),
    created_at: now,
    store_id: customer.storeId,
    addresses: [],
  };
  const { rows } = await q.query<{ entity_id: number }>('insert into customers (email, password_hash, doc) values ($1, $2, $3) returning entity_id', [
    email,
    hashPassword(password),
    JSON.stringify(doc),
  ]);
  return rows[0]!.entity_id;
}

async function accountByEmail(q: Queryable, email: string): Promise<AccountRow | undefined> {
  return one<AccountRow>(q, 'select entity_id, email, password_hash, doc from customers where lower(email) = $1', [email.trim().toLowerCase()]);
}

async function accountById(q: Queryable, id: number): Promise<AccountRow | undefined> {
  return one<AccountRow>(q, 'select entity_id, email, password_hash, doc from customers where entity_id = $1', [id]);
}

/** CustomerRepository::get: NoSuchEntityException::doubleField('email', …, 'websiteId', …), 404. */
function noSuchCustomer(email: string, websiteId: number): MagentoError {
  return new MagentoError(404, 'No such entity with %fieldName = %fieldValue, %field2Name = %field2Value', {
    fieldName: 'email',
    fieldValue: email,
    field2Name: 'websiteId',
    field2Value: websiteId,
  });
}

const EMAIL_RESET = 'email_reset';
const EMAIL_REMINDER = 'email_reminder';

/**
 * AccountManagement::initiatePasswordReset: the customer by e-mail in the website (404 when there is none: a real
 * Magento tells the caller, so the shop must not), a new token (Math\Random::getUniqueHash, 32 hex characters)
 * stored with its time, then the template: email_reset → the reset mail, email_reminder → the reminder; any other
 * value is handleUnknownTemplate's InputException (after the token was written, as in Magento).
 */
export async function initiatePasswordReset(
  q: Queryable,
  email: string,
  template: string,
  websiteId: number,
  now: number,
): Promise<{ account: AccountRow; token: string }> {
  const account = websiteId === 1 ? await accountByEmail(q, email) : undefined;
  if (!account) throw noSuchCustomer(email, websiteId);
  const token = randomBytes(16).toString('hex');
  const doc: AccountDoc = { ...account.doc, rp_token: token, rp_token_created_at: now };
  await q.query('update customers set doc = $1 where entity_id = $2', [JSON.stringify(doc), account.entity_id]);
  if (template !== EMAIL_RESET && template !== EMAIL_REMINDER) {
    throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field. Possible values: %template1 or %template2.', {
      value: template,
      fieldName: 'template',
      template1: EMAIL_REMINDER,
      template2: EMAIL_RESET,
    });
  }
  return { account: { ...account, doc }, token };
}

/** isResetPasswordLinkTokenExpired: no token or time, a time in the future, or whole hours ≥ the period. */
function tokenExpired(doc: AccountDoc, now: number): boolean {
  if (!doc.rp_token || !doc.rp_token_created_at) return true;
  if (doc.rp_token_created_at > now) return true;
  return Math.floor((now - doc.rp_token_created_at) / 3_600_000) >= PASSWORD_OPTIONS.resetLinkExpirationHours;
}

function sameToken(stored: string | null | undefined, given: string): boolean {
  const a = Buffer.from(stored ?? '');
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * AccountManagement::resetPassword: the customer by e-mail (404), validateResetPasswordToken (an empty token is
 * required-field, a different one "mismatched", an old one "expired"), checkPasswordDifferentFromEmail,
 * checkPasswordStrength; then the new hash and the token cleared, so a link works once.
 */
export async function resetPassword(q: Queryable, email: string, token: string, newPassword: string, now: number): Promise<AccountRow> {
  const account = await accountByEmail(q, email);
  if (!account) throw noSuchCustomer(email, 1);
  if (!token) throw required('resetPasswordLinkToken');
  if (!sameToken(account.doc.rp_token, token)) throw new MagentoError(400, 'The password token is mismatched. Reset and try again.');
  if (tokenExpired(account.doc, now)) throw new MagentoError(400, 'The password token is expired. Reset and try again.');
  checkDifferentFromEmail(account.email, newPassword);
  checkPasswordStrength(newPassword);
  const doc: AccountDoc = { ...account.doc, rp_token: null, rp_token_created_at: null };
  await q.query('update customers set password_hash = $1, doc = $2 where entity_id = $3', [hashPassword(newPassword), JSON.stringify(doc), account.entity_id]);
  return { ...account, doc };
}

/**
 * AccountManagement::changePasswordById (PUT /V1/customers/me/password): a wrong current password is
 * InvalidEmailOrPasswordException (401) "The password doesn't match this account…"; then the same rules as a reset,
 * any reset token is cleared.
 */
export async function changePassword(q: Queryable, customerId: number, currentPassword: string, newPassword: string): Promise<AccountRow> {
  const account = await accountById(q, customerId);
  if (!account) throw new MagentoError(401, 'Invalid login or password.');
  if (!verifyPassword(currentPassword, account.password_hash)) {
    throw new MagentoError(401, "The password doesn't match this account. Verify the password and try again.");
  }
  checkDifferentFromEmail(account.email, newPassword);
  checkPasswordStrength(newPassword);
  const doc: AccountDoc = { ...account.doc, rp_token: null, rp_token_created_at: null };
  await q.query('update customers set password_hash = $1, doc = $2 where entity_id = $3', [hashPassword(newPassword), JSON.stringify(doc), account.entity_id]);
  return { ...account, doc };
}

/**
 * CustomerRepository::save for PUT /V1/customers/me (customer.id forced to the token's customer): the whole customer
 * is saved, so firstname, lastname and email are required; another account's e-mail is the duplicate error. With
 * `addresses` the address book is replaced as saveCustomerAddresses describes; without them it stays as it is. The
 * answer is the error of a refused address, to throw once the customer and the addresses saved before it are written.
 */
export async function updateCustomer(
  q: Queryable,
  customerId: number,
  fields: { email?: string; firstname?: string; lastname?: string },
  book?: { addresses?: CustomerAddressInput[]; defaultBilling?: number | null; defaultShipping?: number | null },
): Promise<MagentoError | null> {
  const account = await accountById(q, customerId);
  if (!account) throw invalidValue('customerId', customerId);
  checkEmailPresent(fields);
  const email = fields.email!.trim();
  const taken = await one(q, 'select entity_id from customers where lower(email) = $1 and entity_id <> $2', [email.toLowerCase(), customerId]);
  if (taken) throw new MagentoError(400, DUPLICATE_EMAIL);
  checkCustomerFields(fields);
  let doc: AccountDoc = { ...account.doc, firstname: fields.firstname!.trim(), lastname: fields.lastname!.trim() };
  let refused: MagentoError | null = null;
  if (book?.addresses !== undefined || book?.defaultBilling !== undefined || book?.defaultShipping !== undefined) {
    const result = await saveCustomerAddresses(q, customerId, doc, book.addresses ?? null, {
      billing: book.defaultBilling,
      shipping: book.defaultShipping,
    });
    doc = { ...doc, addresses: result.addresses };
    refused = result.error;
  }
  await q.query('update customers set email = $1, doc = $2 where entity_id = $3', [email, JSON.stringify(doc), customerId]);
  return refused;
}

// Account routes of Customer/etc/webapi.xml (2.4): POST /V1/customers (createAccount, anonymous), PUT
// /V1/customers/password (initiatePasswordReset, anonymous), POST /V1/customers/resetPassword (resetPassword,
// anonymous), PUT /V1/customers/me/password (changePasswordById, self, customerId forced) and PUT /V1/customers/me
// (CustomerRepositoryInterface::save, self, customer.id forced; with `addresses` it replaces the address book, see
// customer.service.ts saveCustomerAddresses). Each sends the mail Magento sends (mail.service.ts).
import { Router } from 'express';
import { wrongType } from '../lib/magento.errors';
import { asNumber, asString, dataObject, param, requireParam, type JsonObject } from '../lib/magento.input';
import { readCustomerAddress, type CustomerAddressInput } from '../domain/address.rules';
import { handle, principalOf, requireResource, scopeOf } from '../lib/route.helpers';
import { changePassword, createAccount, initiatePasswordReset, resetPassword, updateCustomer } from '../domain/account.service';
import { renderCustomer } from '../domain/customer.service';
import type { EmulatorContext } from '../domain/emulator.context';
import { sendNewAccountMail, sendPasswordChangedMail, sendPasswordResetMail } from '../domain/mail.service';

const CUSTOMER_INTERFACE = 'Magento\\Customer\\Api\\Data\\CustomerInterface';
/** CustomerInterface's getters (a key without one is refused, as ServiceInputProcessor does in 2.4). */
const CUSTOMER_KEYS = [
  'id',
  'group_id',
  'default_billing',
  'default_shipping',
  'confirmation',
  'created_at',
  'updated_at',
  'created_in',
  'dob',
  'email',
  'firstname',
  'lastname',
  'middlename',
  'prefix',
  'suffix',
  'gender',
  'store_id',
  'taxvat',
  'website_id',
  'addresses',
  'disable_auto_group_change',
  'extension_attributes',
  'custom_attributes',
] as const;

interface CustomerFields {
  email?: string;
  firstname?: string;
  lastname?: string;
  store_id?: number;
  /** Present when the customer came with `addresses` (an empty list deletes them all). */
  addresses?: CustomerAddressInput[];
  defaultBilling?: number | null;
  defaultShipping?: number | null;
}

/** CustomerInterface's default_billing / default_shipping (strings of address ids): undefined when not sent. */
function defaultId(customer: JsonObject, key: 'default_billing' | 'default_shipping'): number | null | undefined {
  if (!(key in customer)) return undefined;
  const id = asNumber(customer[key], 'int');
  return id === undefined || id === 0 ? null : id;
}

function customerFields(body: unknown): CustomerFields {
  const customer = dataObject(requireParam(body, 'customer'), CUSTOMER_INTERFACE, CUSTOMER_KEYS);
  const storeId = asNumber(customer.store_id, 'int');
  const addresses = customer.addresses;
  if (addresses !== undefined && addresses !== null && !Array.isArray(addresses))
    throw wrongType(addresses, 'Magento\\Customer\\Api\\Data\\AddressInterface[]');
  const billing = defaultId(customer, 'default_billing');
  const shipping = defaultId(customer, 'default_shipping');
  return {
    ...(customer.email != null ? { email: asString(customer.email)! } : {}),
    ...(customer.firstname != null ? { firstname: asString(customer.firstname)! } : {}),
    ...(customer.lastname != null ? { lastname: asString(customer.lastname)! } : {}),
    ...(storeId !== undefined ? { store_id: storeId } : {}),
    ...(Array.isArray(addresses) ? { addresses: addresses.map(readCustomerAddress) } : {}),
    ...(billing !== undefined ? { defaultBilling: billing } : {}),
    ...(shipping !== undefined ? { defaultShipping: shipping } : {}),
  };
}

export function accountRoutes(ctx: EmulatorContext): Router {
  const router = Router();
  const now = () => ctx.clock.now();

  router.post(
    '/customers',
    handle(async (req, res) => {
      const fields = customerFields(req.body);
      const password = asString(param(req.body, 'password') ?? undefined);
      // createAccountWithPasswordHash: without a store id, the request's store view (the REST store code).
      const storeId = fields.store_id ?? (scopeOf(res).storeId || 1);
      const customerId = await ctx.store.tx(async (q) => {
        const id = await createAccount(
          q,
          { email: fields.email ?? '', firstname: fields.firstname ?? '', lastname: fields.lastname ?? '', storeId },
          password ?? '',
          now(),
        );
        await sendNewAccountMail(q, ctx.settings, { email: fields.email!.trim(), firstname: fields.firstname!, lastname: fields.lastname!, storeId }, now());
        return id;
      });
      ctx.log(`customer ${customerId} registered`);
      return renderCustomer(ctx.store, customerId);
    }),
  );

  router.put(
    '/customers/password',
    handle(async (req, res) => {
      const email = asString(requireParam(req.body, 'email'))!;
      const template = asString(requireParam(req.body, 'template'))!;
      const websiteId = asNumber(param(req.body, 'websiteId'), 'int') ?? 1;
      await ctx.store.tx(async (q) => {
        const { account, token } = await initiatePasswordReset(q, email, template, websiteId, now());
        // EmailNotification::passwordResetConfirmation renders it in the request's store view (the REST store code;
        // `/rest/V1` is the default one), the customer's own only when there is none (store 0, `all`). The
        // email_reminder template is stored as the same mail here.
        const storeId = scopeOf(res).storeId || account.doc.store_id;
        const customer = { email: account.email, firstname: account.doc.firstname, lastname: account.doc.lastname, storeId };
        await sendPasswordResetMail(q, ctx.settings, customer, token, now());
      });
      return true;
    }),
  );

  router.post(
    '/customers/resetPassword',
    handle(async (req) => {
      const email = asString(param(req.body, 'email') ?? undefined) ?? '';
      const token = asString(param(req.body, 'resetToken') ?? undefined) ?? '';
      const newPassword = asString(requireParam(req.body, 'newPassword'))!;
      await ctx.store.tx((q) => resetPassword(q, email, token, newPassword, now()));
      return true;
    }),
  );

  router.put(
    '/customers/me/password',
    requireResource('self'),
    handle(async (req, res) => {
      const principal = principalOf(res);
      const customerId = principal?.kind === 'customer' ? principal.customerId : 0;
      const currentPassword = asString(requireParam(req.body, 'currentPassword'))!;
      const newPassword = asString(requireParam(req.body, 'newPassword'))!;
      await ctx.store.tx(async (q) => {
        const account = await changePassword(q, customerId, currentPassword, newPassword);
        await sendPasswordChangedMail(
          q,
          { email: account.email, firstname: account.doc.firstname, lastname: account.doc.lastname, storeId: account.doc.store_id },
          now(),
        );
      });
      return true;
    }),
  );

  router.put(
    '/customers/me',
    requireResource('self'),
    handle(async (req, res) => {
      const principal = principalOf(res);
      const customerId = principal?.kind === 'customer' ? principal.customerId : 0;
      const { addresses, defaultBilling, defaultShipping, ...fields } = customerFields(req.body);
      // A refused address is thrown after the write: Magento keeps what it saved before it (no transaction).
      const refused = await ctx.store.tx((q) => updateCustomer(q, customerId, fields, { addresses, defaultBilling, defaultShipping }));
      if (refused) throw refused;
      return renderCustomer(ctx.store, customerId);
    }),
  );

  return router;
}

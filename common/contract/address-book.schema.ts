// The customer's address book as the browser gets it (GET/POST/PUT/DELETE /api/customer/addresses, built by
// server/customer/customer-addresses.router.ts from Magento's CustomerInterface addresses): each address in the form's
// fields (common/forms/address-form.ts), the region's name to show, and whether it is the default billing or shipping
// address. Magento's own ids of other customers never appear: the list is always the token's customer's own.
import { z } from '../zod-mini';

export const addressBookEntrySchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_id: z.string(),
  telephone: z.string(),
  region_id: z.nullable(z.number()),
  region: z.nullable(z.string()),
  defaultBilling: z.boolean(),
  defaultShipping: z.boolean(),
});
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

export const addressBookSchema = z.object({ addresses: z.array(addressBookEntrySchema) });

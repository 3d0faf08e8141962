// The invoice and shipment mails (ready for the routes that create invoices and shipments): the store view's language,
// the customer's order link, and the carrier's track & trace link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorStore } from '../db/emulator.store';
import { listMails, sendInvoiceMail, sendShipmentMail } from './mail.service';
import type { OrderDoc } from './order.service';

let store: EmulatorStore;
beforeAll(async () => {
  store = await EmulatorStore.open(null);
});
afterAll(async () => {
  await store.close();
});

const address = {
  firstname: 'Anna',
  lastname: 'Bakker',
  street: ['Oudegracht 1'],
  city: 'Utrecht',
  postcode: '3511 AA',
  country_id: 'NL',
  telephone: '0612345678',
};
const order = {
  entity_id: 7,
  increment_id: '000000007',
  store_id: 1,
  customer_id: 3,
  customer_email: 'anna@example.nl',
  customer_firstname: 'Anna',
  customer_lastname: 'Bakker',
  created_at: Date.UTC(2026, 10, 26),
  billing_address: address,
  shipping_address: address,
  payment_title: 'iDEAL',
  shipping_description: 'Free Shipping - Free',
  items: [{ item_id: 1, name: 'FOLT Classic', sku: 'FOLT Classic', qty_ordered: 1, row_total_incl_tax_cents: 179900 }],
  subtotal_incl_tax_cents: 179900,
  shipping_incl_tax_cents: 0,
  discount_cents: 0,
  tax_cents: 31222,
  grand_total_cents: 179900,
} as unknown as OrderDoc;
const settings = { shopUrl: 'https://folt.example' };

describe('invoice and shipment mails', () => {
  it('the invoice in the order’s store view (nl), with the link to the customer’s orders', async () => {
    await sendInvoiceMail(store, settings, order, { increment_id: '000000007' }, Date.now());
    const [mail] = await listMails(store, 'anna@example.nl');
    expect(mail).toMatchObject({ template: 'sales_email_invoice_template', store: 'nl', subject: 'Factuur voor uw bestelling bij FOLT' });
    expect(mail!.text).toContain('Uw factuur #000000007 voor bestelling #000000007');
    expect(mail!.text).toMatch(/Totaal: €\s1\.799,00/u);
    expect(mail!.links).toEqual([{ rel: 'orders', href: 'https://folt.example/customer-orders' }]);
  });

  it('the shipment in German with PostNL’s track & trace link; an unknown carrier’s number without a link', async () => {
    const german = { ...order, store_id: 3 } as OrderDoc;
    await sendShipmentMail(
      store,
      settings,
      german,
      {
        increment_id: '000000009',
        tracks: [
          { carrier_code: 'postnl', title: 'PostNL', track_number: '3SABCD1234567' },
          { carrier_code: 'custom', title: 'Eigen bezorging', track_number: 'FOLT-42' },
        ],
      },
      Date.now(),
    );
    const [mail] = await listMails(store, 'anna@example.nl');
    expect(mail).toMatchObject({ template: 'sales_email_shipment_template', store: 'de', subject: 'Ihre Bestellung bei FOLT wurde versandt' });
    expect(mail!.links).toContainEqual({ rel: 'track', href: 'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-3511AA?language=de' });
    expect(mail!.links.filter((link) => link.rel === 'track')).toHaveLength(1);
    expect(mail!.links).toContainEqual({ rel: 'orders', href: 'https://folt.example/de/customer-orders' });
    expect(mail!.text).toContain('Sendungsnummer: FOLT-42');
    expect(mail!.html).toContain('<a href="https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-3511AA?language=de">3SABCD1234567</a>');
  });
});

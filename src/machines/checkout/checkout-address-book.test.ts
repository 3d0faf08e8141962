// The checkout's address book (issue 23 item 2): a customer's saved addresses fill the form, a new address can be kept
// in the address book (Magento's save_in_address_book), a guest is offered nothing and nothing is asked for.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { AddressBookEntry } from '../../../common/contract/address-book.schema';
import { totals } from '../contract.fixtures';
import { checkoutMachine, toAddressInformation, type CheckoutInput, type SaveShippingInput } from './checkout.machine';
import {
  selectAddressChoice,
  selectForm,
  selectIsLoadingRegions,
  selectOffersAddressBook,
  selectRegions,
  selectSaveInBook,
  selectSavedAddresses,
} from './checkout.selectors';
import type { PlaceOrderInput } from './place-order.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const home: AddressBookEntry = {
  id: 7,
  firstname: 'Jan',
  lastname: 'Jansen',
  street: 'Damrak',
  houseNumber: '1',
  postcode: '1012 LG',
  city: 'Amsterdam',
  country_id: 'NL',
  telephone: '0612345678',
  region_id: null,
  region: null,
  defaultBilling: true,
  defaultShipping: true,
};
const office: AddressBookEntry = {
  ...home,
  id: 9,
  street: 'Friedrichstraße',
  houseNumber: '43',
  postcode: '10117',
  city: 'Berlin',
  country_id: 'DE',
  region_id: 82,
  region: 'Berlin',
  defaultBilling: false,
  defaultShipping: false,
};

function start(input: CheckoutInput, book: AddressBookEntry[] | Error = [home, office]) {
  const asked: string[] = [];
  const shipping: SaveShippingInput[] = [];
  const orders: PlaceOrderInput[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      loadSavedAddresses: fromPromise(async () => {
        asked.push('addresses');
        if (book instanceof Error) throw book;
        return book;
      }),
      loadRegions: fromPromise(async ({ input: { countryId } }) => {
        asked.push(`regions ${countryId}`);
        return countryId === 'DE' ? [{ id: '82', code: 'BER', name: 'Berlin' }] : [];
      }),
      saveShipping: fromPromise(async ({ input: request }) => {
        shipping.push(request);
        return {
          payment_methods: [{ code: 'checkmo', title: 'Check' }],
          totals: totals({ grand_total: 100 }),
          shipping_method: { carrier_code: 'f', method_code: 'f' },
        };
      }),
      placeOrder: fromPromise(async ({ input: request }: { input: PlaceOrderInput }) => {
        orders.push(request);
        return { orderToken: 'o-1', error: null };
      }) as never,
    },
    actions: { reportCheckoutStarted: () => {} },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, asked, shipping, orders };
}

const prefilled = {
  firstname: 'Jan',
  lastname: 'Jansen',
  street: 'Damrak',
  houseNumber: '1',
  postcode: '1012 LG',
  city: 'Amsterdam',
  country_id: 'NL',
  telephone: '0612345678',
  email: 'jan@example.nl',
};

describe('the checkout offers a customer the address book', () => {
  test('a guest is offered nothing and the address book is never asked for', async () => {
    const { actor, asked } = start({ cartId: 'cart-1', form: prefilled });
    await flush();
    expect(asked).not.toContain('addresses');
    expect(selectOffersAddressBook(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'address.pick', id: 9 });
    expect(selectForm(actor.getSnapshot()).city).toBe('Amsterdam');
  });

  test("a customer's prefilled default address is the one chosen; picking another fills the form and loads its country's regions", async () => {
    const { actor, asked, shipping } = start({ cartId: 'mine', form: prefilled, customer: true });
    await flush();
    expect(selectSavedAddresses(actor.getSnapshot()).map((entry) => entry.id)).toEqual([7, 9]);
    expect(selectAddressChoice(actor.getSnapshot())).toBe(7);
    actor.send({ type: 'address.pick', id: 9 });
    expect(selectForm(actor.getSnapshot())).toEqual({
      ...prefilled,
      street: 'Friedrichstraße',
      houseNumber: '43',
      postcode: '10117',
      city: 'Berlin',
      country_id: 'DE',
      region_id: 82,
    });
    expect(selectAddressChoice(actor.getSnapshot())).toBe(9);
    await flush();
    expect(asked).toContain('regions DE');
    expect(selectRegions(actor.getSnapshot())).toHaveLength(1);
    actor.send({ type: 'shipping.save' });
    await flush();
    expect(shipping[0]!.addressInformation.shipping_address).toMatchObject({ street: ['Friedrichstraße', '43'], city: 'Berlin', region_id: 82 });
    expect(shipping[0]!.addressInformation.shipping_address).not.toHaveProperty('save_in_address_book');
  });

  test('a new address starts empty with the e-mail kept, and "save in my address book" sends save_in_address_book: 1', async () => {
    const { actor, shipping, orders } = start({ cartId: 'mine', form: prefilled, customer: true });
    await flush();
    actor.send({ type: 'address.new' });
    expect(selectForm(actor.getSnapshot())).toMatchObject({ firstname: '', street: '', city: '', email: 'jan@example.nl', country_id: 'NL' });
    actor.send({ type: 'address.saveInBook', save: true });
    actor.send({
      type: 'address.change',
      values: { firstname: 'Piet', lastname: 'Jansen', street: 'Markt', houseNumber: '2', postcode: '3511 AA', city: 'Utrecht', telephone: '0687654321' },
    });
    actor.send({ type: 'shipping.save' });
    await flush();
    const info = shipping[0]!.addressInformation;
    expect(info.shipping_address).toMatchObject({ city: 'Utrecht', save_in_address_book: 1 });
    expect(info.billing_address).toMatchObject({ city: 'Utrecht', save_in_address_book: 1 });
    actor.send({ type: 'order.place' });
    await flush();
    expect(orders[0]!.billingAddress).toMatchObject({ city: 'Utrecht', save_in_address_book: 1 });
  });

  test('picking a saved address again drops the save flag: a saved address is not saved twice', async () => {
    const { actor, shipping } = start({ cartId: 'mine', form: prefilled, customer: true });
    await flush();
    actor.send({ type: 'address.new' });
    actor.send({ type: 'address.saveInBook', save: true });
    actor.send({ type: 'address.pick', id: 7 });
    actor.send({ type: 'address.saveInBook', save: true });
    expect(actor.getSnapshot().context.saveInBook).toBe(false);
    actor.send({ type: 'shipping.save' });
    await flush();
    expect(shipping[0]!.addressInformation.shipping_address).not.toHaveProperty('save_in_address_book');
  });

  test('an address book that cannot be read leaves the form as it is, with nothing offered', async () => {
    const { actor } = start({ cartId: 'mine', form: prefilled, customer: true }, new Error('down'));
    await flush();
    expect(selectOffersAddressBook(actor.getSnapshot())).toBe(false);
    expect(selectForm(actor.getSnapshot()).city).toBe('Amsterdam');
  });

  test('a customer whose cart address is none of the saved ones starts on "a new address" with that address kept', async () => {
    const { actor } = start({ cartId: 'mine', form: { ...prefilled, city: 'Haarlem' }, customer: true });
    await flush();
    expect(selectAddressChoice(actor.getSnapshot())).toBe('new');
    expect(selectForm(actor.getSnapshot()).city).toBe('Haarlem');
  });

  test('the cart address is recognised as a saved one whatever its case or the spaces around its fields', async () => {
    const { actor } = start({ cartId: 'mine', form: { ...prefilled, city: ' amsterdam', street: 'DAMRAK ' }, customer: true }, [
      { ...home, postcode: ' 1012 lg ' },
      office,
    ]);
    await flush();
    expect(selectAddressChoice(actor.getSnapshot())).toBe(7);
  });

  test('another country (typed or picked) reloads its regions only: the address book is read once', async () => {
    const { actor, asked } = start({ cartId: 'mine', form: prefilled, customer: true });
    await flush();
    actor.send({ type: 'address.change', values: { country_id: 'DE' } });
    await flush();
    actor.send({ type: 'address.pick', id: 7 });
    // Berlin is no region of the Netherlands: the list empties while the picked country's regions load.
    expect(selectRegions(actor.getSnapshot())).toEqual([]);
    await flush();
    expect(asked.filter((call) => call === 'addresses')).toHaveLength(1);
    expect(asked.filter((call) => call.startsWith('regions'))).toEqual(['regions NL', 'regions DE', 'regions NL']);
    expect(selectOffersAddressBook(actor.getSnapshot())).toBe(true);
    expect(selectAddressChoice(actor.getSnapshot())).toBe(7);
  });

  test('no choice once the address is saved (payment step): the order goes out with the saved address', async () => {
    const { actor, asked, orders } = start({ cartId: 'mine', form: prefilled, customer: true });
    await flush();
    actor.send({ type: 'shipping.save' });
    await flush();
    actor.send({ type: 'address.pick', id: 9 });
    actor.send({ type: 'address.new' });
    actor.send({ type: 'address.saveInBook', save: true });
    expect(selectForm(actor.getSnapshot()).city).toBe('Amsterdam');
    await flush();
    expect(asked.filter((call) => call.startsWith('regions'))).toEqual(['regions NL']);
    actor.send({ type: 'order.place' });
    await flush();
    expect(orders).toHaveLength(1);
    expect(orders[0]!.billingAddress).toMatchObject({ city: 'Amsterdam' });
    expect(orders[0]!.billingAddress).not.toHaveProperty('save_in_address_book');
  });

  test('a new address the customer did not ask to keep is not saved in the address book', async () => {
    const { actor, shipping, orders } = start({ cartId: 'mine', form: { ...prefilled, city: 'Haarlem' }, customer: true });
    await flush();
    expect(selectSaveInBook(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'shipping.save' });
    await flush();
    expect(shipping[0]!.addressInformation.shipping_address).not.toHaveProperty('save_in_address_book');
    actor.send({ type: 'order.place' });
    await flush();
    expect(orders[0]!.billingAddress).not.toHaveProperty('save_in_address_book');
  });

  test('picking a saved address in the same country keeps the regions: they are not asked for again', async () => {
    const { actor, asked } = start({ cartId: 'mine', form: { ...prefilled, city: 'Haarlem' }, customer: true });
    await flush();
    actor.send({ type: 'address.pick', id: 7 });
    expect(selectIsLoadingRegions(actor.getSnapshot())).toBe(false);
    await flush();
    expect(selectForm(actor.getSnapshot()).city).toBe('Amsterdam');
    expect(asked.filter((call) => call.startsWith('regions'))).toEqual(['regions NL']);
  });

  test('the address sent for a form alone carries no save flag; asked to keep it, both addresses carry it', () => {
    const form = { ...prefilled, region_id: null };
    expect(toAddressInformation(form).shipping_address).not.toHaveProperty('save_in_address_book');
    expect(toAddressInformation(form, true)).toMatchObject({ shipping_address: { save_in_address_book: 1 }, billing_address: { save_in_address_book: 1 } });
  });
});

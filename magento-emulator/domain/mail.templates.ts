// The transactional e-mails' wording per store view, modelled on Magento's own templates (Customer/view/frontend/email/
// account_new.html, password_reset_confirmation.html, password_reset.html; Sales/view/frontend/email/order_new.html,
// order_new_guest.html, invoice_new.html, shipment_new.html) and their nl_NL / de_DE language packs. Magento renders
// a mail in the store view's locale (Email\Model\Template with the store's emulated design and locale); so does this.
import type { StoreCode } from '../emulator.config';

export interface MailWords {
  hello: (name: string) => string;
  thanks: (store: string) => string;
  newAccountSubject: (store: string) => string;
  newAccountWelcome: (store: string) => string;
  newAccountSignIn: string;
  newAccountEmail: string;
  newAccountPassword: string;
  newAccountPasswordValue: string;
  newAccountForgot: string;
  newAccountForgotLink: string;
  myAccount: string;
  resetSubject: (store: string) => string;
  resetRequested: string;
  resetSetNew: string;
  resetButton: string;
  resetIgnore: string;
  changedSubject: (store: string) => string;
  changedBody: (store: string) => string;
  changedContact: (email: string) => string;
  orderSubject: (store: string) => string;
  orderThanks: (store: string) => string;
  orderShipsNote: string;
  orderStatusLink: string;
  orderTitle: (number: string) => string;
  placedOn: (date: string) => string;
  billingInfo: string;
  shippingInfo: string;
  paymentMethod: string;
  shippingMethod: string;
  item: string;
  qty: string;
  price: string;
  subtotal: string;
  shipping: string;
  discount: string;
  tax: string;
  grandTotal: string;
  invoiceSubject: (store: string) => string;
  invoiceTitle: (invoice: string, order: string) => string;
  shipmentSubject: (store: string) => string;
  shipmentTitle: (shipment: string, order: string) => string;
  shippedBy: string;
  trackingNumber: string;
  trackLink: string;
  dateLocale: string;
}

export const MAIL_WORDS: Readonly<Record<StoreCode, MailWords>> = {
  en: {
    hello: (name) => `${name},`,
    thanks: (store) => `Thanks, ${store}`,
    newAccountSubject: (store) => `Welcome to ${store}`,
    newAccountWelcome: (store) => `Welcome to ${store}.`,
    newAccountSignIn: 'To sign in to our site, use these credentials during checkout or on the My Account page:',
    newAccountEmail: 'Email:',
    newAccountPassword: 'Password:',
    newAccountPasswordValue: 'Password you set when creating account',
    newAccountForgot: 'Forgot your account password?',
    newAccountForgotLink: 'Click here to reset it.',
    myAccount: 'My Account',
    resetSubject: (store) => `Reset your ${store} password`,
    resetRequested: 'There was recently a request to change the password for your account.',
    resetSetNew: 'If you requested this change, set a new password here:',
    resetButton: 'Set a New Password',
    resetIgnore: 'If you did not make this request, you can ignore this email and your password will remain the same.',
    changedSubject: (store) => `Your ${store} password has been changed`,
    changedBody: (store) => `We have received a request to change the following information associated with your account at ${store}: password.`,
    changedContact: (email) => `If you have not authorized this action, please contact us immediately at ${email}.`,
    orderSubject: (store) => `Your ${store} order confirmation`,
    orderThanks: (store) => `Thank you for your order from ${store}.`,
    orderShipsNote: 'Once your package ships we will send you a tracking number.',
    orderStatusLink: 'You can check the status of your order by logging into your account.',
    orderTitle: (number) => `Your Order #${number}`,
    placedOn: (date) => `Placed on ${date}`,
    billingInfo: 'Billing Info',
    shippingInfo: 'Shipping Info',
    paymentMethod: 'Payment Method',
    shippingMethod: 'Shipping Method',
    item: 'Items',
    qty: 'Qty',
    price: 'Price',
    subtotal: 'Subtotal',
    shipping: 'Shipping & Handling',
    discount: 'Discount',
    tax: 'Tax',
    grandTotal: 'Grand Total',
    invoiceSubject: (store) => `Invoice for your ${store} order`,
    invoiceTitle: (invoice, order) => `Your Invoice #${invoice} for Order #${order}`,
    shipmentSubject: (store) => `Your ${store} order has shipped`,
    shipmentTitle: (shipment, order) => `Your Shipment #${shipment} for Order #${order}`,
    shippedBy: 'Shipped By',
    trackingNumber: 'Tracking Number',
    trackLink: 'Track your parcel',
    dateLocale: 'en-GB',
  },
  nl: {
    hello: (name) => `Beste ${name},`,
    thanks: (store) => `Bedankt, ${store}`,
    newAccountSubject: (store) => `Welkom bij ${store}`,
    newAccountWelcome: (store) => `Welkom bij ${store}.`,
    newAccountSignIn: 'Gebruik deze gegevens om in te loggen bij het afrekenen of op de pagina Mijn account:',
    newAccountEmail: 'E-mail:',
    newAccountPassword: 'Wachtwoord:',
    newAccountPasswordValue: 'Het wachtwoord dat u bij het aanmaken van uw account hebt gekozen',
    newAccountForgot: 'Wachtwoord vergeten?',
    newAccountForgotLink: 'Klik hier om het opnieuw in te stellen.',
    myAccount: 'Mijn account',
    resetSubject: (store) => `Stel uw wachtwoord voor ${store} opnieuw in`,
    resetRequested: 'Er is onlangs gevraagd het wachtwoord van uw account te wijzigen.',
    resetSetNew: 'Hebt u dit zelf gevraagd? Stel dan hier een nieuw wachtwoord in:',
    resetButton: 'Nieuw wachtwoord instellen',
    resetIgnore: 'Hebt u dit niet gevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft hetzelfde.',
    changedSubject: (store) => `Uw wachtwoord voor ${store} is gewijzigd`,
    changedBody: (store) => `We hebben een verzoek ontvangen om de volgende gegevens van uw account bij ${store} te wijzigen: wachtwoord.`,
    changedContact: (email) => `Hebt u dit niet zelf gedaan? Neem dan direct contact met ons op via ${email}.`,
    orderSubject: (store) => `Bevestiging van uw bestelling bij ${store}`,
    orderThanks: (store) => `Bedankt voor uw bestelling bij ${store}.`,
    orderShipsNote: 'Zodra uw pakket verzonden is, sturen we u een track & trace-code.',
    orderStatusLink: 'U kunt de status van uw bestelling volgen door in te loggen op uw account.',
    orderTitle: (number) => `Uw bestelling #${number}`,
    placedOn: (date) => `Geplaatst op ${date}`,
    billingInfo: 'Factuurgegevens',
    shippingInfo: 'Verzendgegevens',
    paymentMethod: 'Betaalmethode',
    shippingMethod: 'Verzendmethode',
    item: 'Artikelen',
    qty: 'Aantal',
    price: 'Prijs',
    subtotal: 'Subtotaal',
    shipping: 'Verzending',
    discount: 'Korting',
    tax: 'Btw',
    grandTotal: 'Totaal',
    invoiceSubject: (store) => `Factuur voor uw bestelling bij ${store}`,
    invoiceTitle: (invoice, order) => `Uw factuur #${invoice} voor bestelling #${order}`,
    shipmentSubject: (store) => `Uw bestelling bij ${store} is verzonden`,
    shipmentTitle: (shipment, order) => `Uw zending #${shipment} voor bestelling #${order}`,
    shippedBy: 'Verzonden met',
    trackingNumber: 'Track & trace-code',
    trackLink: 'Volg uw pakket',
    dateLocale: 'nl-NL',
  },
  de: {
    hello: (name) => `Hallo ${name},`,
    thanks: (store) => `Vielen Dank, ${store}`,
    newAccountSubject: (store) => `Willkommen bei ${store}`,
    newAccountWelcome: (store) => `Willkommen bei ${store}.`,
    newAccountSignIn: 'Um sich anzumelden, verwenden Sie diese Zugangsdaten an der Kasse oder auf der Seite Mein Konto:',
    newAccountEmail: 'E-Mail:',
    newAccountPassword: 'Passwort:',
    newAccountPasswordValue: 'Das Passwort, das Sie bei der Kontoerstellung festgelegt haben',
    newAccountForgot: 'Passwort vergessen?',
    newAccountForgotLink: 'Klicken Sie hier, um es zurückzusetzen.',
    myAccount: 'Mein Konto',
    resetSubject: (store) => `Setzen Sie Ihr Passwort für ${store} zurück`,
    resetRequested: 'Es wurde kürzlich angefordert, das Passwort Ihres Kontos zu ändern.',
    resetSetNew: 'Wenn Sie diese Änderung angefordert haben, legen Sie hier ein neues Passwort fest:',
    resetButton: 'Neues Passwort festlegen',
    resetIgnore: 'Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
    changedSubject: (store) => `Ihr Passwort für ${store} wurde geändert`,
    changedBody: (store) => `Wir haben eine Anfrage erhalten, folgende Angaben Ihres Kontos bei ${store} zu ändern: Passwort.`,
    changedContact: (email) => `Wenn Sie dies nicht veranlasst haben, kontaktieren Sie uns bitte sofort unter ${email}.`,
    orderSubject: (store) => `Ihre Bestellbestätigung von ${store}`,
    orderThanks: (store) => `Vielen Dank für Ihre Bestellung bei ${store}.`,
    orderShipsNote: 'Sobald Ihr Paket versandt ist, senden wir Ihnen eine Sendungsnummer.',
    orderStatusLink: 'Den Status Ihrer Bestellung sehen Sie, wenn Sie sich in Ihrem Konto anmelden.',
    orderTitle: (number) => `Ihre Bestellung #${number}`,
    placedOn: (date) => `Aufgegeben am ${date}`,
    billingInfo: 'Rechnungsadresse',
    shippingInfo: 'Lieferadresse',
    paymentMethod: 'Zahlungsart',
    shippingMethod: 'Versandart',
    item: 'Artikel',
    qty: 'Menge',
    price: 'Preis',
    subtotal: 'Zwischensumme',
    shipping: 'Versand',
    discount: 'Rabatt',
    tax: 'MwSt.',
    grandTotal: 'Gesamtsumme',
    invoiceSubject: (store) => `Rechnung zu Ihrer Bestellung bei ${store}`,
    invoiceTitle: (invoice, order) => `Ihre Rechnung #${invoice} zur Bestellung #${order}`,
    shipmentSubject: (store) => `Ihre Bestellung bei ${store} wurde versandt`,
    shipmentTitle: (shipment, order) => `Ihre Lieferung #${shipment} zur Bestellung #${order}`,
    shippedBy: 'Versandt mit',
    trackingNumber: 'Sendungsnummer',
    trackLink: 'Sendung verfolgen',
    dateLocale: 'de-DE',
  },
};

// The carriers the back office ships with and the public track & trace page of each (the customer's order history
// links to it). A shipment's track is stored in Magento as carrier_code "custom" with the carrier's name as title;
// own delivery has no page.

export const CARRIERS = ['postnl', 'dhl', 'dpd', 'own'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The track's title in Magento (what Magento's own admin and e-mails show). */
export const CARRIER_TITLES: Readonly<Record<Carrier, string>> = { postnl: 'PostNL', dhl: 'DHL', dpd: 'DPD', own: 'FOLT' };

export function carrierOfTitle(title: string): Carrier {
  const lower = title.trim().toLowerCase();
  return (CARRIERS.find((carrier) => carrier !== 'own' && CARRIER_TITLES[carrier].toLowerCase() === lower) ?? 'own') as Carrier;
}

/**
 * The carrier's tracking page for a number: PostNL wants the destination's country and postcode with it, DHL and DPD
 * the number alone. Null for own delivery and for numbers that are not plain letters and digits.
 */
export function trackingUrl(carrier: Carrier, trackingNumber: string, destination: { country: string; postcode: string } | null): string | null {
  const number = trackingNumber.trim();
  if (!/^[A-Za-z0-9]{4,40}$/.test(number)) return null;
  switch (carrier) {
    case 'postnl': {
      const country = (destination?.country ?? 'NL').toUpperCase();
      const postcode = (destination?.postcode ?? '').replace(/\s+/g, '').toUpperCase();
      return `https://jouw.postnl.nl/track-and-trace/${number}-${country}-${encodeURIComponent(postcode)}`;
    }
    case 'dhl':
      return `https://www.dhl.com/nl-nl/home/tracking/tracking-parcel.html?submit=1&tracking-id=${number}`;
    case 'dpd':
      return `https://tracking.dpd.de/status/nl_NL/parcel/${number}`;
    default:
      return null;
  }
}

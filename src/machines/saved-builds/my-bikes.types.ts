// What the "My bikes" page shows: the saved builds (common/account/saved-builds.ts) and the bikes bought.

/** A bike the customer bought (server/customer/my-bikes.router.ts): one per bike, with its parts by option. */
export interface BoughtBike {
  orderNumber: string;
  orderToken: string;
  date: string | null;
  sku: string;
  name: string;
  /** The model's slug, or null for a bundle that is no longer one of the six models. */
  model: string | null;
  options: Array<{ label: string; value: string }>;
  /** The configurator's `o` value of the bike as ordered. */
  configuration: string;
}

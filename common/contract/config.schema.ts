// GET /api/config: the runtime configuration the browser needs (server/api/config.router.ts), so none of it is baked
// into the client bundle.
import { z } from '../zod-mini';

export const shopConfigSchema = z.object({
  defaultCoupon: z.nullable(z.string()),
  gtmId: z.nullable(z.string()),
  mediaBaseUrl: z.string(),
  /** Product images: `{productMediaUrl}{file}` for media_gallery_entries[].file. */
  productMediaUrl: z.string(),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  /** Language → Magento store view code. */
  storeViews: z.record(z.string(), z.string()),
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;

// The bikes in the back office: the bundle products with status, price and sort order; one bike with its texts per
// store view (name, the cards' one-liner, short and long description), its option prices and defaults and its
// related and cross-sell products; and the save through Magento (contract B §6.4): global values via /rest/all,
// texts via each store view (descriptions through the shop's rich-text allow-list first, common/rich-text.ts, so
// no script or event handler is ever stored), option prices and defaults via the bundle link endpoint, links via
// products/:sku/links, then the catalogue cache is invalidated so the shop shows the change.
import { Router, type Request } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { sanitizeProductHtml } from '../../common/rich-text';
import { LANGUAGES, type Language } from '../config';
import { ApiError, sendData, type MagentoErrorMapper } from '../api/api-envelope';
import { localeSchema, parseInput, queryOf, storeFor } from '../api/api-validation';
import type { ApiDeps } from '../api/deps';
import { mpath } from '../magento/magento.client';
import type { MagentoProduct, MagentoSearchResult } from '../magento/magento.types';
import { AccountErrorText } from '../auth/account-error-text';
import { accountHandler, adminOf, type UserRest } from '../auth/session-guard';
import { changedValues, recordAudit } from '../audit/audit-log';
import { adminRest, attribute, money, searchCriteria, sortOrderOf, statusCode, statusOf } from './admin-magento';

interface BundleLink {
  id?: string | number;
  sku?: string;
  option_id?: number;
  qty?: number;
  position?: number;
  is_default?: boolean;
  price?: number;
  price_type?: number;
  can_change_quantity?: number;
}
interface BundleOption {
  option_id?: number;
  title?: string;
  required?: boolean;
  type?: string;
  position?: number;
  product_links?: BundleLink[];
}

const noControl = /^[^\u0000-\u001f\u007f]*$/;
/** Descriptions are HTML with line breaks; other control characters have no business there. */
const noControlButNewlines = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/** Euros with at most two decimals (cents), as the shop shows them. */
const euros = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals');
/** Rich text as the shop displays it: what the allow-list lets through is what is stored. */
const richText = z.string().max(65_535).regex(noControlButNewlines).transform(sanitizeProductHtml);
const storeViewText = z.object({
  name: z.string().trim().min(1).max(255).regex(noControl),
  /** Plain text on every card; absent: left as it is. */
  oneLiner: z.string().trim().max(255).regex(noControl).optional(),
  shortDescription: richText,
  description: richText,
});
const LINK_TYPES = ['related', 'crosssell'] as const;
type LinkType = (typeof LINK_TYPES)[number];
/** Linked products as the bike's detail lists them (`{ sku, name }`, the name only shown): their skus, in order. */
const linkedSkus = z
  .array(
    z.object({
      sku: z
        .string()
        .trim()
        .min(1)
        .max(64)
        .regex(/^[^\u0000-\u001f\u007f/]+$/),
    }),
  )
  .max(30)
  .transform((links) => links.map((link) => link.sku))
  .refine((skus) => new Set(skus.map((sku) => sku.toLowerCase())).size === skus.length, 'no sku twice')
  .optional();
const bikeBody = z.object({
  id: z.number().int().positive().optional(),
  price: euros,
  status: z.enum(['enabled', 'disabled']),
  sortOrder: z.number().int().min(0).max(1_000_000),
  storeViews: z.object({ nl: storeViewText, en: storeViewText, de: storeViewText }),
  options: z
    .array(
      z.object({
        optionId: z.number().int().positive(),
        selections: z.array(z.object({ selectionId: z.number().int().positive(), price: euros, isDefault: z.boolean() })).max(100),
      }),
    )
    .max(50)
    .default([]),
  /** In the order shown; absent: the links stay as they are. */
  related: linkedSkus,
  crosssell: linkedSkus,
});
type BikeBody = z.output<typeof bikeBody>;

const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number);
const bikeNotFound: MagentoErrorMapper = (err) => (err.status === 404 ? new ApiError(404, AccountErrorText.bikeNotFound) : undefined);

const linksOf = (product: MagentoProduct, type: LinkType): string[] =>
  (product.product_links ?? [])
    .filter((link) => link.link_type === type && typeof link.linked_product_sku === 'string')
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((link) => link.linked_product_sku as string);

const optionsOf = (product: MagentoProduct): BundleOption[] => (product.extension_attributes?.bundle_product_options ?? []) as BundleOption[];
const isSingleChoice = (option: BundleOption) => option.type === 'radio' || option.type === 'select';

export function createAdminBikesRouter(deps: ApiDeps): Router {
  const router = Router();

  const find = async (rest: UserRest, store: string, id: number, deadlineAt: number): Promise<MagentoProduct> => {
    const query = searchCriteria([[{ field: 'entity_id', value: String(id) }], [{ field: 'type_id', value: 'bundle' }]], { pageSize: 1, page: 1 });
    const result = await rest<MagentoSearchResult<MagentoProduct>>({ method: 'GET', store, path: mpath`/V1/products`, query, deadlineAt });
    const product = result?.items?.find((item) => item && item.id === id && item.type_id === 'bundle');
    if (!product) throw new ApiError(404, AccountErrorText.bikeNotFound);
    return product;
  };

  /** The bike as the edit page shows it: texts of every store view, options in `store`'s titles. */
  const detail = async (rest: UserRest, store: string, product: MagentoProduct, deadlineAt: number) => {
    const views = await Promise.all(
      LANGUAGES.map(
        async (lang) =>
          [
            lang,
            await rest<MagentoProduct>({ method: 'GET', store: storeFor(deps.config, lang), path: mpath`/V1/products/${product.sku}`, deadlineAt }),
          ] as const,
      ),
    );
    const options = optionsOf(product);
    const linked = { related: linksOf(product, 'related'), crosssell: linksOf(product, 'crosssell') };
    const skus = [
      ...new Set([
        ...options.flatMap((option) => (option.product_links ?? []).map((link) => link.sku).filter((sku): sku is string => !!sku)),
        ...linked.related,
        ...linked.crosssell,
      ]),
    ];
    const names = new Map<string, string>();
    if (skus.length) {
      const query = searchCriteria([[{ field: 'sku', value: skus.join(','), condition: 'in' }]], { pageSize: skus.length, page: 1 });
      const found = await rest<MagentoSearchResult<MagentoProduct>>({ method: 'GET', store, path: mpath`/V1/products`, query, deadlineAt });
      for (const item of found?.items ?? []) if (item?.sku) names.set(item.sku.toLowerCase(), item.name ?? item.sku);
    }
    return {
      id: product.id,
      sku: product.sku,
      price: money(product.price),
      status: statusOf(product),
      sortOrder: sortOrderOf(product),
      storeViews: Object.fromEntries(
        views.map(([lang, view]) => [
          lang,
          {
            name: view.name ?? '',
            oneLiner: attribute(view, 'one_liner') ?? '',
            shortDescription: attribute(view, 'short_description') ?? '',
            description: attribute(view, 'description') ?? '',
          },
        ]),
      ) as Record<Language, { name: string; oneLiner: string; shortDescription: string; description: string }>,
      related: linked.related.map((sku) => ({ sku, name: names.get(sku.toLowerCase()) ?? sku })),
      crosssell: linked.crosssell.map((sku) => ({ sku, name: names.get(sku.toLowerCase()) ?? sku })),
      options: [...options]
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((option) => ({
          optionId: option.option_id,
          title: option.title ?? '',
          required: option.required === true,
          type: option.type ?? '',
          selections: [...(option.product_links ?? [])]
            .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
            .map((link) => ({
              selectionId: Number(link.id),
              sku: link.sku ?? '',
              name: names.get((link.sku ?? '').toLowerCase()) ?? link.sku ?? '',
              price: money(link.price),
              isDefault: link.is_default === true,
            })),
        })),
    };
  };

  /** The selections whose price or default changes; refuses stale ids (409) and broken defaults (400). */
  const selectionChanges = (product: MagentoProduct, body: BikeBody): Array<{ option: BundleOption; link: BundleLink; price: number; isDefault: boolean }> => {
    const options = optionsOf(product);
    const sent = new Map<number, Map<number, { price: number; isDefault: boolean }>>();
    for (const option of body.options) {
      const current = options.find((entry) => entry.option_id === option.optionId);
      if (!current) throw new ApiError(409, AccountErrorText.optionsChanged);
      const selections = new Map<number, { price: number; isDefault: boolean }>();
      for (const selection of option.selections) {
        if (!(current.product_links ?? []).some((link) => Number(link.id) === selection.selectionId)) throw new ApiError(409, AccountErrorText.optionsChanged);
        selections.set(selection.selectionId, { price: selection.price, isDefault: selection.isDefault });
      }
      sent.set(option.optionId, selections);
    }
    const changes: Array<{ option: BundleOption; link: BundleLink; price: number; isDefault: boolean }> = [];
    for (const option of options) {
      const sentHere = sent.get(option.option_id ?? -1);
      const final = (option.product_links ?? []).map((link) => {
        const wanted = sentHere?.get(Number(link.id));
        return { link, price: wanted?.price ?? money(link.price), isDefault: wanted?.isDefault ?? link.is_default === true };
      });
      const defaults = final.filter((entry) => entry.isDefault).length;
      // Magento takes any combination; the configurator needs a preselected choice for every required single choice.
      if (isSingleChoice(option) && option.required && defaults !== 1) throw new ApiError(400, AccountErrorText.oneDefaultRequired);
      if (isSingleChoice(option) && !option.required && defaults > 1) throw new ApiError(400, AccountErrorText.oneDefaultAtMost);
      for (const entry of final) {
        if (entry.price !== money(entry.link.price) || entry.isDefault !== (entry.link.is_default === true)) changes.push({ option, ...entry });
      }
    }
    return changes;
  };

  /**
   * What changes in the bike's related and cross-sell links; refuses (400) a sku that is not a product of the shop or
   * is the bike itself before anything is written, so a bad pick never leaves a half-saved bike.
   */
  const linkChangesOf = async (rest: UserRest, store: string, product: MagentoProduct, body: BikeBody, deadlineAt: number) => {
    const sent = LINK_TYPES.flatMap((type) => (body[type] ? [{ type, wanted: body[type] }] : []));
    const all = [...new Set(sent.flatMap((entry) => entry.wanted.map((sku) => sku.toLowerCase())))];
    if (all.includes(product.sku.toLowerCase())) throw new ApiError(400, AccountErrorText.unknownLinkedProduct);
    const canonical = new Map<string, string>();
    if (all.length) {
      const query = searchCriteria([[{ field: 'sku', value: all.join(','), condition: 'in' }]], { pageSize: all.length, page: 1 });
      const found = await rest<MagentoSearchResult<MagentoProduct>>({ method: 'GET', store, path: mpath`/V1/products`, query, deadlineAt });
      for (const item of found?.items ?? []) if (item?.sku) canonical.set(item.sku.toLowerCase(), item.sku);
      if (all.some((sku) => !canonical.has(sku))) throw new ApiError(400, AccountErrorText.unknownLinkedProduct);
    }
    return sent.flatMap(({ type, wanted: sentSkus }) => {
      const wanted = sentSkus.map((sku) => canonical.get(sku.toLowerCase())!);
      const current = linksOf(product, type);
      const keep = new Set(wanted.map((sku) => sku.toLowerCase()));
      const removed = current.filter((sku) => !keep.has(sku.toLowerCase()));
      const reorder =
        current
          .filter((sku) => keep.has(sku.toLowerCase()))
          .join('\n')
          .toLowerCase() !== wanted.join('\n').toLowerCase();
      return removed.length || reorder ? [{ type, current, wanted, removed, reorder }] : [];
    });
  };

  const storeOf = (req: Request) => storeFor(deps.config, parseInput(z.object({ locale: localeSchema }), queryOf(req)).locale);

  router.get(
    '/bikes',
    accountHandler(deps, 'admin.bikes', async (req, res) => {
      const rest = adminRest(deps, res);
      const query = searchCriteria([[{ field: 'type_id', value: 'bundle' }]], { sort: [['sort_order', 'ASC']], pageSize: 100, page: 1 });
      const result = await rest<MagentoSearchResult<MagentoProduct>>({ method: 'GET', store: storeOf(req), path: mpath`/V1/products`, query });
      const bikes = (result?.items ?? []).filter((item) => item && item.type_id === 'bundle');
      sendData(
        res,
        bikes
          .map((item) => ({
            id: item.id,
            sku: item.sku,
            name: item.name ?? item.sku,
            status: statusOf(item),
            price: money(item.price),
            sortOrder: sortOrderOf(item),
          }))
          .sort((a, b) => a.sortOrder - b.sortOrder),
      );
    }),
  );

  router.get(
    '/bikes/:id',
    accountHandler(
      deps,
      'admin.bike',
      async (req, res) => {
        const id = parseInput(idParam, req.params.id);
        const rest = adminRest(deps, res);
        const store = storeOf(req);
        const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
        sendData(res, await detail(rest, store, await find(rest, store, id, deadlineAt), deadlineAt));
      },
      bikeNotFound,
    ),
  );

  router.put(
    '/bikes/:id',
    accountHandler(
      deps,
      'admin.bike.save',
      async (req, res, log: Logger) => {
        const id = parseInput(idParam, req.params.id);
        const body = parseInput(bikeBody, req.body ?? {});
        if (body.id !== undefined && body.id !== id) throw new ApiError(400, 'Invalid request: id');
        const rest = adminRest(deps, res);
        const store = storeOf(req);
        // Several writes in a row: a generous budget of its own, each call still bounded by the client's deadline.
        const deadlineAt = Date.now() + 4 * deps.config.upstreamTimeoutMs;
        const product = await find(rest, store, id, deadlineAt);
        const changes = selectionChanges(product, body);
        const sku = product.sku;
        const linkChanges = await linkChangesOf(rest, store, product, body, deadlineAt);
        let wrote = false;
        const textsChanged: Language[] = [];
        try {
          // Global scope: price, status and sort order are one value for every store view.
          await rest({
            method: 'PUT',
            store: 'all',
            path: mpath`/V1/products/${sku}`,
            deadlineAt,
            body: {
              product: {
                sku,
                price: body.price,
                status: statusCode(body.status),
                custom_attributes: [{ attribute_code: 'sort_order', value: String(body.sortOrder) }],
              },
            },
          });
          wrote = true;
          // Store-view scope: only the views whose texts changed get their own values written.
          for (const lang of LANGUAGES) {
            const code = storeFor(deps.config, lang);
            const current = await rest<MagentoProduct>({ method: 'GET', store: code, path: mpath`/V1/products/${sku}`, deadlineAt });
            const wanted = body.storeViews[lang];
            if (
              current.name === wanted.name &&
              (wanted.oneLiner === undefined || (attribute(current, 'one_liner') ?? '') === wanted.oneLiner) &&
              (attribute(current, 'short_description') ?? '') === wanted.shortDescription &&
              (attribute(current, 'description') ?? '') === wanted.description
            )
              continue;
            textsChanged.push(lang);
            await rest({
              method: 'PUT',
              store: code,
              path: mpath`/V1/products/${sku}`,
              deadlineAt,
              body: {
                product: {
                  sku,
                  name: wanted.name,
                  custom_attributes: [
                    ...(wanted.oneLiner !== undefined ? [{ attribute_code: 'one_liner', value: wanted.oneLiner }] : []),
                    { attribute_code: 'short_description', value: wanted.shortDescription },
                    { attribute_code: 'description', value: wanted.description },
                  ],
                },
              },
            });
          }
          // Magento leaves other selections' defaults alone, so every selection whose default flips is written.
          for (const change of changes) {
            await rest({
              method: 'PUT',
              store: 'all',
              path: mpath`/V1/bundle-products/${sku}/links/${String(change.link.id)}`,
              deadlineAt,
              body: {
                linkedProduct: {
                  id: Number(change.link.id),
                  sku: change.link.sku,
                  option_id: change.option.option_id,
                  qty: change.link.qty ?? 1,
                  position: change.link.position ?? 0,
                  is_default: change.isDefault,
                  price: change.price,
                  price_type: 0,
                  can_change_quantity: change.link.can_change_quantity ?? 0,
                },
              },
            });
          }
          // Links (ProductLinkManagement / ProductLinkRepository): the removed ones deleted, then the wanted ones of a
          // type posted with their positions (Magento 2.4 adds them, and a link to a product already linked keeps one row).
          for (const change of linkChanges) {
            for (const gone of change.removed) {
              await rest({ method: 'DELETE', store: 'all', path: mpath`/V1/products/${sku}/links/${change.type}/${gone}`, deadlineAt });
            }
            if (change.wanted.length === 0 || !change.reorder) continue;
            await rest({
              method: 'POST',
              store: 'all',
              path: mpath`/V1/products/${sku}/links`,
              deadlineAt,
              body: { items: change.wanted.map((linked, position) => ({ sku, link_type: change.type, linked_product_sku: linked, position })) },
            });
          }
        } finally {
          // Even a save that failed half-way may have changed something the shop shows.
          if (wrote) await deps.catalogCache.invalidate();
        }
        const changed = changedValues(
          { price: money(product.price), status: statusOf(product), sortOrder: sortOrderOf(product) },
          { price: body.price, status: body.status, sortOrder: body.sortOrder },
        ) ?? { before: {}, after: {} };
        if (textsChanged.length) changed.after.textsChanged = textsChanged;
        if (changes.length) {
          changed.before.selections = changes.map((change) => ({
            sku: change.link.sku,
            price: money(change.link.price),
            isDefault: Boolean(change.link.is_default),
          }));
          changed.after.selections = changes.map((change) => ({ sku: change.link.sku, price: change.price, isDefault: change.isDefault }));
        }
        for (const change of linkChanges) {
          changed.before[change.type] = change.current;
          changed.after[change.type] = change.wanted;
        }
        if (Object.keys(changed.after).length) {
          await recordAudit(deps, { actor: adminOf(res).username, action: 'bike.update', subject: { type: 'bike', id: sku }, ...changed });
        }
        log.info({ route: 'admin.bike.save', selectionsChanged: changes.length, linkTypesChanged: linkChanges.length }, 'bike saved');
        sendData(res, await detail(rest, store, await find(rest, store, id, deadlineAt), deadlineAt));
      },
      bikeNotFound,
      undefined,
    ),
  );

  return router;
}

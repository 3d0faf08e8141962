// The development mailbox (not a Magento route: a real Magento sends its mails through its own mail transport, and
// the shop pointed at one has no mailbox). GET /dev/mailbox lists every mail the emulator "sent", newest first, and
// shows one rendered (/dev/mailbox/:id); /dev/mailbox.json (?to=address) is the same list for tests, with each
// mail's subject, store view, text, HTML and links; DELETE /dev/mailbox empties it.
import { Router, type Response } from 'express';
import type { EmulatorContext } from '../domain/emulator.context';
import { clearMails, escapeHtml, getMail, listMails, type StoredMail } from '../domain/mail.service';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f2;color:#1d1d1b}main{max-width:60rem;margin:0 auto;padding:1rem}
table.list{width:100%;border-collapse:collapse;background:#fff}table.list td,table.list th{padding:.5rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
.meta{color:#555;font-size:.9rem}.mail{background:#fff;padding:1rem 1.5rem;border:1px solid #ddd}.mail .button{display:inline-block;background:#1d1d1b;color:#fff;padding:.6rem 1rem;text-decoration:none}
.mail table{border-collapse:collapse}.mail td,.mail th{padding:.25rem .75rem .25rem 0;text-align:left}pre{white-space:pre-wrap;background:#fff;padding:1rem;border:1px solid #ddd}
@media (max-width:40rem){table.list td:nth-child(1),table.list th:nth-child(1){display:none}}`;

function page(res: Response, title: string, body: string): void {
  res
    .status(200)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    );
}

function row(mail: StoredMail): string {
  return `<tr><td class="meta">${escapeHtml(mail.sentAt.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(mail.to.email)}</td><td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td><td class="meta">${mail.store}</td></tr>`;
}

export function mailboxRoutes(ctx: EmulatorContext): Router {
  const router = Router();

  router.get('/dev/mailbox.json', async (req, res, next) => {
    try {
      const to = typeof req.query.to === 'string' ? req.query.to : undefined;
      res.set('Cache-Control', 'no-store').json(await listMails(ctx.store, to));
    } catch (error) {
      next(error);
    }
  });

  router.get('/dev/mailbox', async (_req, res, next) => {
    try {
      const mails = await listMails(ctx.store);
      page(
        res,
        'Mailbox — Magento emulator',
        `<h1>Mailbox</h1><p class="meta">Every e-mail the Magento emulator sent (development only; a real Magento sends them itself). JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a></p>` +
          (mails.length
            ? `<table class="list"><thead><tr><th>Sent (UTC)</th><th>To</th><th>Subject</th><th>Store</th></tr></thead><tbody>${mails.map(row).join('')}</tbody></table>`
            : '<p>No mail yet.</p>'),
      );
    } catch (error) {
      next(error);
    }
  });

  router.get('/dev/mailbox/:id', async (req, res, next) => {
    try {
      const id = Number(req.params.id);
      const mail = Number.isInteger(id) && id > 0 ? await getMail(ctx.store, id) : undefined;
      if (!mail) return void res.status(404).type('text').send('No such mail');
      page(
        res,
        mail.subject,
        `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
          `<p class="meta">From ${escapeHtml(`${mail.from.name} <${mail.from.email}>`)} · To ${escapeHtml(`${mail.to.name} <${mail.to.email}>`)} · ${escapeHtml(mail.sentAt)} · store view ${mail.store} · ${escapeHtml(mail.template)}</p>` +
          mail.html +
          `<h2>Plain text</h2><pre>${escapeHtml(mail.text)}</pre>`,
      );
    } catch (error) {
      next(error);
    }
  });

  router.delete('/dev/mailbox', async (_req, res, next) => {
    try {
      await clearMails(ctx.store);
      res.status(204).end();
    } catch (error) {
      next(error);
    }
  });

  return router;
}

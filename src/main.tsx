// Browser entry: activates the page's language catalogue, then hydrates the server-rendered document.
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import { activateLang, createI18n } from './locales/i18n';
import { defaultLang, isLang } from './locales/paths';
import { fetchSession } from './lib/api/session';
import './styles/app.css';

async function start() {
  const i18n = createI18n();
  const lang = document.documentElement.lang;
  await activateLang(i18n, isLang(lang) ? lang : defaultLang);
  const router = createAppRouter({ context: { i18n, session: fetchSession, publicUrl: window.location.origin } });
  hydrateRoot(document, <RouterClient router={router} />);
}

void start();

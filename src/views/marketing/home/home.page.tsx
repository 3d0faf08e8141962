// The home page: hero, models, perks and press sections, rendered by the server (spec §2: the home page preloads its
// models, logos and perks sections; nothing is fetched afterwards). The hero hydrates with the page; the sections
// below it are chunks of their own that load and hydrate as they come near the viewport (decision record 025), so
// the first render's JavaScript and hydration are the hero's.
import { laterSection, preloadSections } from '../../shared/later-section';
import { HomeHero } from './home-hero';
import '../../marketing-kit/marketing.css';
import { head } from './home.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const HomeModels = laterSection('home-models', () => import('./home-models').then((module) => module.HomeModels));
const HomePerks = laterSection('home-perks', () => import('./home-perks').then((module) => module.HomePerks));
const HomeLogos = laterSection('home-logos', () => import('./home-logos').then((module) => module.HomeLogos));
const HomeGuide = laterSection('home-guide', () => import('./home-guide').then((module) => module.HomeGuide));

await preloadSections([HomeModels, HomePerks, HomeLogos, HomeGuide]);

export function Page() {
  return (
    <div className="mk-page">
      <HomeHero />
      <HomeModels />
      <HomePerks />
      <HomeLogos />
      <HomeGuide />
    </div>
  );
}

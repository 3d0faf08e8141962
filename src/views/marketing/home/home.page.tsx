// The home page: hero, models, perks and press sections, all part of the home route's chunk and rendered by the
// server (spec §2: the home page preloads its models, logos and perks sections; nothing is fetched afterwards).
import { HomeGuide } from './home-guide';
import { HomeHero } from './home-hero';
import { HomeLogos } from './home-logos';
import { HomeModels } from './home-models';
import { HomePerks } from './home-perks';
import '../../marketing-kit/marketing.css';

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

// Directory routes (Magento_Directory): allowed countries with their regions, names in the store view's language.
import { Router } from 'express';
import { COUNTRIES, type CountryConfig } from '../emulator.config';
import { MagentoError } from '../lib/magento.errors';
import { handle, scopeOf } from '../lib/route.helpers';
import type { ScopeCode } from '../domain/catalog.service';

/** CountryInformationInterface; `available_regions` is left out (not []) for countries without regions. */
function renderCountry(country: CountryConfig, scope: ScopeCode): Record<string, unknown> {
  return {
    id: country.id,
    two_letter_abbreviation: country.id,
    three_letter_abbreviation: country.iso3,
    full_name_locale: country.names[scope === 'all' ? 'en' : scope],
    full_name_english: country.english,
    available_regions: country.regions?.map((region) => ({ id: String(region.id), code: region.code, name: region.name })),
  };
}

const BY_ID = [...COUNTRIES].sort((a, b) => (a.id < b.id ? -1 : 1));

export function directoryRoutes(): Router {
  const router = Router();
  // Directory/Model/CountryInformationAcquirer: the store's allowed countries in the collection's order, by country id
  // (api-functional CountryInformationAcquirerTest::testGetCountries finds AD first).
  router.get(
    '/directory/countries',
    handle(async (_req, res) => BY_ID.map((country) => renderCountry(country, scopeOf(res).scope))),
  );
  router.get(
    '/directory/countries/:countryId',
    handle(async (req, res) => {
      // Country\Collection::getItemById compares getCountryId() == $countryId: case-sensitive, so "de" is not Germany.
      const country = COUNTRIES.find((entry) => entry.id === String(req.params.countryId));
      if (!country) throw new MagentoError(404, "The country isn't available.");
      return renderCountry(country, scopeOf(res).scope);
    }),
  );
  return router;
}

// Battery and range: what each FOLT battery delivers (from common/bike-models.ts), a range estimator, what changes
// the range, how to charge and store a battery, and travelling with one (campsite, ferry, plane).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BATTERIES, BIKE_MODELS } from '../../../../common/bike-models';
import { formatKg, formatSpan } from '../../marketing-kit/format';
import { Reveal } from '../../marketing-kit/reveal';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';
import { RangeEstimatorForm } from './range-estimator-form';
import '../../marketing-kit/marketing.css';
import { head } from './battery-info-and-range.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const batteries = Object.values(BATTERIES);
const fastestCharge = Math.min(...batteries.map((battery) => battery.chargeHours));
const slowestCharge = Math.max(...batteries.map((battery) => battery.chargeHours));
const batteryYears = Math.min(...BIKE_MODELS.map((model) => model.warrantyYears.battery));

export function Page() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  return (
    <article className="mk-page">
      <header className="mk-page-head">
        <h1>{i18n._(head.h1)}</h1>
        <p className="mk-lead">
          {t`How far you get on one charge depends on more than the battery alone. Here is what every FOLT battery delivers, how to estimate your own range and how to keep your battery in good shape for years.`}
        </p>
      </header>

      {/* Unnamed: the table's scroll region below carries this heading's name; two landmarks of one name confuse. */}
      <section className="mk-section">
        <div className="mk-section-head">
          <h2 id="batteries">{t`Four batteries, one format`}</h2>
          <p>
            {t`Every FOLT uses the same battery format, so a spare fits every model that offers its capacity. The smallest battery of a model is included in its price; a larger one is an option in the configurator.`}
          </p>
        </div>
        <div className="mk-table-wrap" tabIndex={0} role="region" aria-labelledby="batteries">
          <table className="mk-spec-table mk-spec-compare">
            <thead>
              <tr>
                <th scope="col">{t`Battery`}</th>
                <th scope="col">{t`Range`}</th>
                <th scope="col">{t`Weight`}</th>
                <th scope="col">{t`Charging time`}</th>
                <th scope="col">{t`Available for`}</th>
              </tr>
            </thead>
            <tbody>
              {batteries.map((battery) => (
                <tr key={battery.sku}>
                  <th scope="row">{battery.wh} Wh</th>
                  <td>{formatSpan(battery.rangeKm.min, battery.rangeKm.max, 'km', lang)}</td>
                  <td>{formatKg(battery.weightKg, lang)}</td>
                  <td>
                    <Plural value={battery.chargeHours} one="# hour" other="# hours" />
                  </td>
                  <td>
                    {BIKE_MODELS.filter((model) => model.batteries.some((option) => option.sku === battery.sku))
                      .map((model) => model.name)
                      .join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="estimate">
        <div className="mk-section-head">
          <h2 id="estimate">{t`Estimate your range`}</h2>
          <p>{t`Choose a battery and tell us how you ride. The estimate comes from our own test rides and is rounded to five kilometres.`}</p>
        </div>
        <RangeEstimatorForm />
      </section>

      <Reveal as="section" className="mk-section" aria-labelledby="affects">
        <div className="mk-section-head">
          <h2 id="affects">{t`What affects your range`}</h2>
        </div>
        <ul className="mk-grid mk-perks">
          <li className="mk-perk">
            <h3>{t`Assist level`}</h3>
            <p>{t`The more the motor helps, the sooner the battery is empty. Riding on the lowest level often doubles your range compared with the highest.`}</p>
          </li>
          <li className="mk-perk">
            <h3>{t`Hills and wind`}</h3>
            <p>{t`Climbing and riding into the wind take the most energy. Along the coast, a stiff headwind can cost as much as a hill.`}</p>
          </li>
          <li className="mk-perk">
            <h3>{t`Weight`}</h3>
            <p>{t`Rider, luggage and bike together: every extra ten kilos costs a few kilometres, most of all on climbs and when pulling away.`}</p>
          </li>
          <li className="mk-perk">
            <h3>{t`Tyre pressure`}</h3>
            <p>{t`Soft tyres roll heavily. Check the pressure every two weeks; the right value is printed on the side of the tyre.`}</p>
          </li>
          <li className="mk-perk">
            <h3>{t`Temperature`}</h3>
            <p>{t`Below 5 °C a battery delivers noticeably less, up to a third in frost. Keep it indoors and fit it just before you ride.`}</p>
          </li>
          <li className="mk-perk">
            <h3>{t`Stop and go`}</h3>
            <p>{t`Every start from a standstill costs energy. A steady ride along a cycle path goes further than a trip through town with many traffic lights.`}</p>
          </li>
        </ul>
      </Reveal>

      <Reveal className="mk-split">
        <section className="mk-prose" aria-labelledby="charging">
          <h2 id="charging">{t`Charging`}</h2>
          <ul>
            <li>{t`A full charge takes ${fastestCharge} to ${slowestCharge} hours, depending on the battery.`}</li>
            <li>{t`Charge indoors at room temperature, ideally between 10 and 25 °C, on a hard surface.`}</li>
            <li>{t`Charge whenever it suits you: a lithium-ion battery has no memory effect, and topping up often is better than running it empty.`}</li>
            <li>{t`Use only the FOLT charger that came with your bike, and unplug it once the light turns green.`}</li>
          </ul>
        </section>
        <section className="mk-prose" aria-labelledby="healthy">
          <h2 id="healthy">{t`Keeping your battery healthy`}</h2>
          <ul>
            <li>{t`Not riding for a few weeks? Store the battery at 50 to 70 per cent in a cool, dry place and top it up every two months.`}</li>
            <li>{t`Avoid heat: never leave the battery in a hot car or in full sun on the campsite.`}</li>
            <li>{t`After 800 to 1,000 full charges a battery still holds about 80 per cent of its capacity: for most riders, that is five years or more.`}</li>
            <li>{t`Your battery has ${batteryYears} years of warranty, and our workshop checks its health at every service.`}</li>
          </ul>
        </section>
      </Reveal>

      <Reveal as="section" className="mk-section" aria-labelledby="travelling">
        <div className="mk-section-head">
          <h2 id="travelling">{t`Travelling with your battery`}</h2>
        </div>
        <ul className="mk-grid mk-perks">
          <li className="mk-perk">
            <h3>{t`On the campsite`}</h3>
            <p>{t`Charge from the hook-up. From the leisure battery, use a pure sine wave inverter of at least 300 W and keep an eye on its charge.`}</p>
          </li>
          <li className="mk-perk">
            <h3>{t`By train and ferry`}</h3>
            <p>{t`A folded FOLT with its battery usually travels as luggage. Check the rules of your operator before you go.`}</p>
          </li>
          <li className="mk-perk">
            <h3>{t`By plane`}</h3>
            <p>{t`Airlines do not carry batteries over 160 Wh, so e-bike batteries, ours included, stay at home. Take the ferry or rent a battery at your destination.`}</p>
          </li>
        </ul>
      </Reveal>

      <Reveal as="section" className="mk-section mk-faq" aria-labelledby="battery-faq">
        <h2 id="battery-faq">{t`Questions about batteries`}</h2>
        <details>
          <summary>{t`Can I buy a second battery?`}</summary>
          <p>
            <Trans>
              Yes. Spare batteries are in our{' '}
              <PageLink page="shop" lang={lang}>
                shop
              </PageLink>
              , and every capacity fits all models that offer it. A second battery is the easiest way to double your range on long tours.
            </Trans>
          </p>
        </details>
        <details>
          <summary>{t`Does the battery need to be empty before I charge it?`}</summary>
          <p>{t`No. Charging little and often is better for a lithium-ion battery than running it empty.`}</p>
        </details>
        <details>
          <summary>{t`Is the estimated range guaranteed?`}</summary>
          <p>{t`No: it is an estimate from our own test rides. Wind, temperature, tyre pressure and the way you ride make a difference of about ten per cent either way.`}</p>
        </details>
      </Reveal>
    </article>
  );
}

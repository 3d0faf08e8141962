// The selection guide's words: questions, answers and the reasons behind a recommendation, with the model's facts
// (folded size, weight, battery, torque, tyres, price) filled in, so a reason is always true for the bike it names.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BikeModel } from '../../../../common/bike-models';
import type { Lang } from '../../../locales/paths';
import type { AnswerOf, QuestionId, ReasonId } from '../../../machines/selection-guide/selection-guide.scoring';
import type { BikeFactsView } from '../../shared/bike-facts';
import { formatFoldedSize, formatKg, formatNumber, formatPriceFrom, formatSpan, rangeSpanKm } from '../../marketing-kit/format';

export const QUESTION_TEXT: Record<QuestionId, { title: MessageDescriptor; hint?: MessageDescriptor }> = {
  storage: { title: msg`Where does your FOLT go when you are not riding it?`, hint: msg`Think of where it spends most of its time.` },
  distance: { title: msg`How far do you usually ride in a day?` },
  terrain: { title: msg`Where do you ride most?` },
  rider: {
    title: msg`What do you weigh, roughly?`,
    hint: msg`Every model is built for a maximum rider weight. We only recommend bikes that are made for you.`,
  },
  priority: { title: msg`What matters most to you?` },
};

export const ANSWER_TEXT: { [Q in QuestionId]: Record<AnswerOf<Q>, MessageDescriptor> } = {
  storage: {
    camper: msg`In the garage or locker of a camper or caravan`,
    car: msg`In the boot of the car`,
    transit: msg`Along on the train, bus or ferry`,
    home: msg`In the hallway, a small flat or under my desk`,
  },
  distance: {
    short: msg`Up to 20 km: errands and commuting`,
    medium: msg`20 to 50 km: a good day out`,
    long: msg`More than 50 km: whole days on the bike`,
  },
  terrain: {
    city: msg`City streets and smooth cycle paths`,
    hills: msg`Hills, bridges, dykes and headwind`,
    rough: msg`Gravel, forest and dune paths`,
  },
  rider: {
    light: msg`Up to 85 kg`,
    medium: msg`85 to 110 kg`,
    heavy: msg`110 to 130 kg`,
    heavier: msg`130 to 150 kg`,
  },
  priority: {
    weight: msg`As light as possible`,
    maintenance: msg`Little maintenance, no greasy chain`,
    comfort: msg`Comfort on long rides`,
    sport: msg`A sporty, lively ride`,
    price: msg`A good price`,
  },
};

/** One reason in the visitor's language, with the recommended model's facts. */
export function reasonText(i18n: I18n, reason: ReasonId, model: BikeModel, lang: Lang, facts: BikeFactsView): string {
  const size = formatFoldedSize(model, lang);
  // Weight and price from the catalogue (bike-facts.ts); while unknown, the reason falls back to who the model is for.
  const kg = facts.weightKg(model.slug);
  const cents = facts.priceCents(model.slug);
  const weight = formatKg(kg, lang);
  const smallest = model.batteries[0]!;
  const largest = model.batteries[model.batteries.length - 1]!;
  const torque = model.motor.torqueNm;
  switch (reason) {
    case 'storage.camper':
      return i18n._(msg`Folded it measures ${size} and weighs ${weight}: easy to lift into the garage or locker of your camper.`);
    case 'storage.car':
      return i18n._(msg`Folded to ${size}, it fits in the boot of most cars, next to your luggage.`);
    case 'storage.transit':
      return i18n._(msg`At ${weight} and ${size} folded, it goes on the train or bus as easily as a suitcase.`);
    case 'storage.home':
      return i18n._(msg`Folded it takes up only ${size}: a corner of the hallway or a spot under your desk is enough.`);
    case 'distance.short': {
      const wh = smallest.wh;
      return i18n._(msg`For rides up to 20 km the standard ${wh} Wh battery lasts several days between charges.`);
    }
    case 'distance.medium': {
      const span = rangeSpanKm(model);
      const range = formatSpan(span.min, span.max, 'km', lang);
      return i18n._(msg`With ${range} of range, a day out of 20 to 50 km leaves plenty in reserve.`);
    }
    case 'distance.long': {
      const wh = largest.wh;
      const max = largest.rangeKm.max;
      return i18n._(msg`With the ${wh} Wh battery it rides up to ${max} km on one charge.`);
    }
    case 'terrain.city': {
      const wheel = model.wheelSizeInch;
      return i18n._(msg`Its ${wheel}-inch wheels keep it nimble in traffic, and the motor gets you away from the lights in a moment.`);
    }
    case 'terrain.hills':
      return i18n._(msg`Its ${torque} Nm motor takes the sting out of hills, bridges and headwind.`);
    case 'terrain.rough': {
      const tyre = formatNumber(model.tyreWidthInch, lang, 2);
      return i18n._(msg`Its ${tyre}-inch tyres roll calmly over gravel, forest and dune paths.`);
    }
    case 'rider.light':
    case 'rider.medium':
    case 'rider.heavy':
    case 'rider.heavier': {
      const rider = model.maxRiderKg;
      const total = model.maxTotalKg;
      return i18n._(msg`It is built for riders up to ${rider} kg and ${total} kg in total, luggage included.`);
    }
    case 'priority.weight':
      if (kg === null) return model.idealFor[lang];
      return i18n._(msg`At ${weight} it is one of our lightest models.`);
    case 'priority.maintenance':
      // Only a belt-driven, stepless model scores enough on low maintenance to get this reason (the scoring table).
      return i18n._(msg`Its belt drive and enclosed hub need little more than a yearly check: no chain to oil.`);
    case 'priority.comfort':
      return i18n._(msg`Wide tyres and a stable frame keep long days in the saddle comfortable.`);
    case 'priority.sport':
      return i18n._(msg`Its ${torque} Nm motor and stiff frame make it lively and quick.`);
    case 'priority.price': {
      if (cents === null) return model.idealFor[lang];
      const price = formatPriceFrom(cents, lang);
      return i18n._(msg`From ${price}, it is one of our most affordable models.`);
    }
    case 'fallback':
      return model.idealFor[lang];
  }
}

// The FOLT user manual in English, written from a model's facts. Document content, not UI text (see manual.types.ts).
import type { BikeModel } from '../bike-models';
import { fileStem, foldedSize, MANUAL_CONTACT, MANUAL_EDITION, number, rangeKm, span, tyrePressureBar } from './manual-facts';
import type { ManualDocument, ManualSection } from './manual.types';

const L = 'en' as const;

function gearing(model: BikeModel): string {
  const { kind, speeds } = model.gearing;
  if (kind === 'stepless')
    return `Your ${model.name} has a stepless ${model.gears} hub. Turn the twist grip towards you for an easier gear and away from you for a heavier one. You can change gear at any moment, also while standing still or pedalling hard.`;
  if (kind === 'hub')
    return `Your ${model.name} has a ${speeds}-speed ${model.gears} hub gear. Ease off the pedals for a moment when you change gear; you can also change gear while standing still, for example at traffic lights.`;
  return `Your ${model.name} has a ${speeds}-speed ${model.gears} derailleur. Only change gear while pedalling, without pushing hard, and never while standing still or riding backwards.`;
}

function brakes(model: BikeModel): string {
  const hydraulic = model.brakes.en.toLowerCase().includes('hydraulic');
  return hydraulic
    ? 'Your bike has hydraulic disc brakes. They need little force: brake gently at first. New brake pads reach full power after about twenty firm stops. Never squeeze a brake lever while the wheel is out of the bike.'
    : 'Your bike has mechanical disc brakes. As the pads wear, the lever travel increases; turn the barrel adjuster on the lever to take up the slack, or let your dealer adjust the brakes.';
}

export function manualEn(model: BikeModel): ManualDocument {
  const range = rangeKm(model);
  const pressure = tyrePressureBar(model);
  const batteries = model.batteries
    .map((battery) => `${battery.wh} Wh: ${span(battery.rangeKm.min, battery.rangeKm.max, 'km', L)}, charged in about ${number(battery.chargeHours, L)} hours`)
    .join('; ');
  // One battery option per line in the facts table.
  const batteryLines = batteries.split('; ').join('\n');
  const sections: ManualSection[] = [
    {
      heading: 'Welcome',
      blocks: [
        { kind: 'paragraph', text: `Thank you for choosing the ${model.name}. ${model.description.en}` },
        {
          kind: 'paragraph',
          text: 'Read this manual before your first ride and keep it with the bike. It explains how to fold and unfold the bike, how to charge and look after the battery, and which maintenance keeps your FOLT safe and pleasant to ride for many years.',
        },
      ],
    },
    {
      heading: 'Safety first',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Before every ride, check that both hinge levers are closed and locked with their safety catches.',
            'Never pull the seat post out beyond the minimum insertion mark.',
            `Do not exceed the maximum rider weight of ${model.maxRiderKg} kg or the maximum total weight of ${model.maxTotalKg} kg (rider, luggage and bike).`,
            'Wear a helmet and use your lights in the dark and in poor visibility.',
            'The motor assists up to 25 km/h, as the law for pedelecs requires. Changing the motor or its software to go faster is illegal and ends the warranty.',
            'Switch the system off and take the battery out before you work on the bike or transport it.',
          ],
        },
      ],
    },
    {
      heading: `Your ${model.name} at a glance`,
      blocks: [
        {
          kind: 'table',
          rows: [
            [
              'Motor',
              `${model.motor.powerW} W ${model.motor.position === 'mid-drive' ? 'mid-drive motor' : model.motor.position === 'front-hub' ? 'front hub motor' : 'rear hub motor'}, ${model.motor.torqueNm} Nm, ${model.motor.sensor} sensor`,
            ],
            ['Battery options', batteryLines],
            ['Range', `${span(range.min, range.max, 'km', L)}, depending on battery, assist level, wind, load and temperature`],
            ['Folded size', `${foldedSize(model, L)} (length × width × height)`],
            ['Folding time', `about ${model.foldSeconds} seconds`],
            ['Wheels and tyres', `${model.wheelSizeInch} inch, ${number(model.tyreWidthInch, L, 2)} inch wide`],
            ['Gears', model.gears],
            ['Brakes', model.brakes.en],
            ['Frame', model.frame.en],
            ['Rider height', `${model.riderHeightCm.min} to ${model.riderHeightCm.max} cm`],
            ['Maximum rider weight', `${model.maxRiderKg} kg`],
            ['Maximum total weight', `${model.maxTotalKg} kg`],
          ],
        },
      ],
    },
    {
      heading: 'Unfolding',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Stand the folded bike on its wheels and pull the two halves gently apart to release the magnet.',
            'Hold the saddle with one hand and swing the front wheel round until the frame is straight.',
            'Press the frame hinge lever shut until it clicks, then push the safety catch over the lever.',
            'Lift the handlebar stem upright and close its lever in the same way: first the click, then the safety catch.',
            'Open the seat post quick release, pull the saddle up to your height and close the lever firmly.',
            'Fold out both pedals. Lift the front wheel and bounce it: nothing may move or rattle at either hinge.',
          ],
        },
      ],
    },
    {
      heading: 'Folding',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Switch the system off. Open the seat post quick release and push the saddle all the way down.',
            'Fold both pedals up and turn the cranks so that the left pedal points forwards.',
            'Open the safety catch and the stem lever, and fold the handlebar down along the front wheel.',
            'Open the safety catch and the frame hinge lever, and swing the front wheel alongside the rear wheel until the magnet holds both halves.',
          ],
        },
        {
          kind: 'note',
          text: 'Lift the folded bike by the saddle and by the frame near the hinge, with a straight back. Taking the battery out first makes it lighter.',
        },
      ],
    },
    {
      heading: 'Adjusting saddle and handlebar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The saddle is at the right height when your leg is almost straight with your heel on the pedal at its lowest point. Mark that height on the seat post with a piece of tape, so you find it again after folding.',
        },
        {
          kind: 'paragraph',
          text: 'If the quick release no longer holds the seat post firmly, turn the nut opposite the lever a little clockwise with the lever open, then close the lever again. It should leave a clear imprint in your palm.',
        },
      ],
    },
    {
      heading: 'Battery and charging',
      blocks: [
        {
          kind: 'paragraph',
          text: `Charge the battery with the supplied FOLT charger only, on or off the bike, indoors at 10 to 25 °C. Charging times: ${batteries}.`,
        },
        {
          kind: 'bullets',
          items: [
            'A lithium-ion battery has no memory effect: top it up whenever it suits you.',
            'Do not leave the battery in direct sun, in a hot car or below freezing.',
            'After a long ride, let the battery cool down for half an hour before charging.',
            'Store it for longer periods at about half charge in a dry, frost-free place, and top it up every two months.',
            'Never open, drop or charge a damaged battery. Take a damaged battery to your dealer; it is hazardous waste.',
          ],
        },
      ],
    },
    {
      heading: 'Display and assist levels',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Press and hold the power button for two seconds to switch the system on or off. Use the + and - buttons to choose an assist level from 0 (no assistance) to 5 (maximum assistance). The display shows speed, battery charge, assist level and distance.',
        },
        {
          kind: 'bullets',
          items: [
            'Level 1 or 2 on flat roads gives the longest range.',
            'Press the light button briefly to switch the lights on or off.',
            'Hold the - button to use walk assist when pushing the bike, for example up a ramp (up to 6 km/h).',
          ],
        },
      ],
    },
    {
      heading: 'Riding',
      blocks: [
        { kind: 'paragraph', text: gearing(model) },
        { kind: 'paragraph', text: brakes(model) },
        {
          kind: 'paragraph',
          text: `Tyre pressure: ${span(pressure.min, pressure.max, 'bar', L)}. Use the lower value for comfort and grip on rough or wet roads, the higher value for the longest range on smooth roads. Check the pressure every week.`,
        },
      ],
    },
    {
      heading: 'Maintenance',
      blocks: [
        {
          kind: 'table',
          head: ['What', 'When'],
          rows: [
            ['Tyre pressure and hinge check', 'Every week'],
            [
              model.gearing.kind === 'stepless' ? 'Belt: check for wear and tension' : 'Chain: clean and oil',
              model.gearing.kind === 'stepless' ? 'Every 1,000 km' : 'Every 200 to 300 km, and after a wet ride',
            ],
            ['Brake pads', 'Check every 1,000 km'],
            ['Small service at your dealer', 'Every six months or 1,500 km'],
            ['Large service at your dealer', 'Every year or 3,000 km'],
            ['Hydraulic brake fluid (hydraulic brakes only)', 'Every two years'],
          ],
        },
        {
          kind: 'note',
          text: 'Clean the bike with water, a sponge and a mild cleaner. Never use a pressure washer: it forces water into bearings and connectors.',
        },
      ],
    },
    {
      heading: 'Troubleshooting',
      blocks: [
        {
          kind: 'table',
          head: ['Problem', 'What to do'],
          rows: [
            ['The system does not switch on', 'Check that the battery is charged and clicked into place. Take it out and put it back.'],
            ['No assistance', 'Choose an assist level above 0. Check the speed sensor magnet on the rear wheel.'],
            ['A hinge has play', 'Stop riding. Have the hinge adjusted by your dealer before the next ride.'],
            ['The range is much shorter than before', 'Check the tyre pressure. Batteries lose capacity over the years; your dealer can measure it.'],
            ['An error code on the display', 'Switch the system off and on again. If the code stays, note it and contact your dealer or FOLT service.'],
          ],
        },
      ],
    },
    {
      heading: 'Warranty and service',
      blocks: [
        {
          kind: 'paragraph',
          text: `FOLT gives ${model.warrantyYears.frame} years of warranty on the frame and folding hinges and ${model.warrantyYears.battery} years on the battery, motor and electronics, from the date of delivery. Wear parts such as tyres, brake pads, chain or belt are not covered. Your statutory rights always apply as well.`,
        },
        {
          kind: 'paragraph',
          text: `Questions or a repair? ${MANUAL_CONTACT.company}, ${MANUAL_CONTACT.address}, the Netherlands. Phone ${MANUAL_CONTACT.phone}, email ${MANUAL_CONTACT.email}, ${MANUAL_CONTACT.web}.`,
        },
      ],
    },
  ];
  return {
    lang: L,
    title: `${model.name} - User manual`,
    subtitle: model.tagline.en,
    edition: `Edition ${MANUAL_EDITION} · ${MANUAL_CONTACT.company}, ${MANUAL_CONTACT.address}`,
    sections,
    footer: `${model.name} · User manual · page`,
    fileStem: fileStem(model, 'manual', L),
  };
}

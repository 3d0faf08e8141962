// De FOLT-handleiding in het Nederlands, geschreven uit de feiten van een model. Documentinhoud, geen UI-tekst
// (zie manual.types.ts).
import type { BikeModel } from '../bike-models';
import { fileStem, foldedSize, MANUAL_CONTACT, MANUAL_EDITION, number, rangeKm, span, tyrePressureBar } from './manual-facts';
import type { ManualDocument, ManualSection } from './manual.types';

const L = 'nl' as const;

function gearing(model: BikeModel): string {
  const { kind, speeds } = model.gearing;
  if (kind === 'stepless')
    return `Je ${model.name} heeft een traploze ${model.gears}-naaf. Draai de draaigreep naar je toe voor een lichtere verzetting en van je af voor een zwaardere. Schakelen kan altijd, ook stilstaand of terwijl je krachtig trapt.`;
  if (kind === 'hub')
    return `Je ${model.name} heeft een ${model.gears}-naaf met ${speeds} versnellingen. Neem bij het schakelen heel even druk van de pedalen; je kunt ook stilstaand schakelen, bijvoorbeeld voor het stoplicht.`;
  return `Je ${model.name} heeft een ${model.gears}-derailleur met ${speeds} versnellingen. Schakel alleen terwijl je rustig doortrapt, nooit stilstaand of terwijl je achteruit trapt.`;
}

function brakes(model: BikeModel): string {
  const hydraulic = model.brakes.en.toLowerCase().includes('hydraulic');
  return hydraulic
    ? 'Je fiets heeft hydraulische schijfremmen. Die vragen weinig kracht: rem in het begin voorzichtig. Nieuwe remblokken bereiken hun volle remkracht na een stuk of twintig stevige remmanoeuvres. Knijp nooit in een remgreep terwijl het wiel uit de fiets is.'
    : 'Je fiets heeft mechanische schijfremmen. Naarmate de remblokken slijten, wordt de slag van de remgreep langer. Draai het stelboutje bij de remgreep iets uit om dat op te vangen, of laat de remmen afstellen door je dealer.';
}

export function manualNl(model: BikeModel): ManualDocument {
  const range = rangeKm(model);
  const pressure = tyrePressureBar(model);
  const batteries = model.batteries
    .map(
      (battery) => `${battery.wh} Wh: ${span(battery.rangeKm.min, battery.rangeKm.max, 'km', L)}, opgeladen in ongeveer ${number(battery.chargeHours, L)} uur`,
    )
    .join('; ');
  // One battery option per line in the facts table.
  const batteryLines = batteries.split('; ').join('\n');
  const motor = model.motor.position === 'mid-drive' ? 'middenmotor' : model.motor.position === 'front-hub' ? 'voorwielmotor' : 'achterwielmotor';
  const sensor = model.motor.sensor === 'torque' ? 'koppelsensor' : 'trapsensor';
  const sections: ManualSection[] = [
    {
      heading: 'Welkom',
      blocks: [
        { kind: 'paragraph', text: `Fijn dat je voor de ${model.name} hebt gekozen. ${model.description.nl}` },
        {
          kind: 'paragraph',
          text: 'Lees deze handleiding voor je eerste rit en bewaar hem bij de fiets. Je leest hoe je de fiets vouwt en uitklapt, hoe je de accu oplaadt en verzorgt, en welk onderhoud je FOLT jarenlang veilig en prettig laat rijden.',
        },
      ],
    },
    {
      heading: 'Veiligheid voorop',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Controleer voor elke rit of beide scharnierhendels dicht zijn en geborgd met hun veiligheidspal.',
            'Trek de zadelpen nooit verder uit dan de minimale insteekmarkering.',
            `Blijf onder het maximale rijdersgewicht van ${model.maxRiderKg} kg en het maximale totaalgewicht van ${model.maxTotalKg} kg (rijder, bagage en fiets).`,
            'Draag een helm en gebruik je verlichting in het donker en bij slecht zicht.',
            'De motor ondersteunt tot 25 km/u, zoals de wet voor elektrische fietsen voorschrijft. De motor of de software aanpassen om harder te gaan is verboden en beëindigt de garantie.',
            'Zet het systeem uit en neem de accu uit de fiets voordat je aan de fiets werkt of hem vervoert.',
          ],
        },
      ],
    },
    {
      heading: `Je ${model.name} in het kort`,
      blocks: [
        {
          kind: 'table',
          rows: [
            ['Motor', `${model.motor.powerW} W ${motor}, ${model.motor.torqueNm} Nm, ${sensor}`],
            ['Accu-opties', batteryLines],
            ['Actieradius', `${span(range.min, range.max, 'km', L)}, afhankelijk van accu, ondersteuningsstand, wind, belading en temperatuur`],
            ['Gevouwen afmetingen', `${foldedSize(model, L)} (lengte × breedte × hoogte)`],
            ['Vouwtijd', `ongeveer ${model.foldSeconds} seconden`],
            ['Wielen en banden', `${model.wheelSizeInch} inch, ${number(model.tyreWidthInch, L, 2)} inch breed`],
            ['Versnellingen', model.gears],
            ['Remmen', model.brakes.nl],
            ['Frame', model.frame.nl],
            ['Lichaamslengte', `${model.riderHeightCm.min} tot ${model.riderHeightCm.max} cm`],
            ['Maximaal rijdersgewicht', `${model.maxRiderKg} kg`],
            ['Maximaal totaalgewicht', `${model.maxTotalKg} kg`],
          ],
        },
      ],
    },
    {
      heading: 'Uitklappen',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Zet de gevouwen fiets op zijn wielen en trek de twee helften voorzichtig uit elkaar, zodat de magneet loslaat.',
            'Houd met één hand het zadel vast en zwaai met de andere het voorwiel rond tot het frame recht staat.',
            'Druk de hendel van het framescharnier dicht tot hij klikt en schuif dan de veiligheidspal over de hendel.',
            'Zet de stuurpen rechtop en sluit de hendel op dezelfde manier: eerst de klik, dan de veiligheidspal.',
            'Open de snelspanner van de zadelpen, trek het zadel op jouw hoogte en sluit de hendel stevig.',
            'Klap beide pedalen uit. Til het voorwiel op en laat het stuiteren: bij geen van beide scharnieren mag iets bewegen of rammelen.',
          ],
        },
      ],
    },
    {
      heading: 'Vouwen',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Zet het systeem uit. Open de snelspanner van de zadelpen en duw het zadel helemaal naar beneden.',
            'Klap beide pedalen in en draai de cranks zo dat het linkerpedaal naar voren wijst.',
            'Open de veiligheidspal en de hendel van de stuurpen en klap het stuur omlaag langs het voorwiel.',
            'Open de veiligheidspal en de hendel van het framescharnier en zwaai het voorwiel naast het achterwiel, tot de magneet beide helften vasthoudt.',
          ],
        },
        { kind: 'note', text: 'Til de gevouwen fiets op aan het zadel en aan het frame bij het scharnier, met een rechte rug. Zonder accu is hij lichter.' },
      ],
    },
    {
      heading: 'Zadel en stuur instellen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Het zadel staat goed als je been bijna gestrekt is met je hiel op het pedaal in de laagste stand. Markeer die hoogte met een stukje tape op de zadelpen, dan vind je hem na het vouwen meteen terug.',
        },
        {
          kind: 'paragraph',
          text: 'Houdt de snelspanner de zadelpen niet meer stevig vast? Draai dan met open hendel de moer aan de andere kant een klein stukje met de klok mee en sluit de hendel opnieuw. Hij hoort een duidelijke afdruk in je handpalm achter te laten.',
        },
      ],
    },
    {
      heading: 'Accu en opladen',
      blocks: [
        {
          kind: 'paragraph',
          text: `Laad de accu alleen op met de meegeleverde FOLT-lader, in of uit de fiets, binnenshuis bij 10 tot 25 °C. Laadtijden: ${batteries}.`,
        },
        {
          kind: 'bullets',
          items: [
            'Een lithium-ionaccu heeft geen geheugeneffect: laad bij wanneer het jou uitkomt.',
            'Laat de accu niet in de volle zon, in een hete auto of in de vorst liggen.',
            'Laat de accu na een lange rit een halfuur afkoelen voordat je hem oplaadt.',
            'Bewaar hem bij langere stilstand half vol op een droge, vorstvrije plek en laad hem elke twee maanden even bij.',
            'Open, laat vallen of laad nooit een beschadigde accu. Breng een beschadigde accu naar je dealer; het is gevaarlijk afval.',
          ],
        },
      ],
    },
    {
      heading: 'Display en ondersteuningsstanden',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Houd de aan-uitknop twee seconden ingedrukt om het systeem aan of uit te zetten. Met de knoppen + en - kies je een ondersteuningsstand van 0 (geen ondersteuning) tot 5 (maximale ondersteuning). Het display toont snelheid, accuniveau, ondersteuningsstand en afstand.',
        },
        {
          kind: 'bullets',
          items: [
            'Stand 1 of 2 op vlakke wegen geeft de grootste actieradius.',
            'Druk kort op de lichtknop om de verlichting aan of uit te zetten.',
            'Houd de knop - ingedrukt voor de loophulp als je de fiets duwt, bijvoorbeeld een helling op (tot 6 km/u).',
          ],
        },
      ],
    },
    {
      heading: 'Fietsen',
      blocks: [
        { kind: 'paragraph', text: gearing(model) },
        { kind: 'paragraph', text: brakes(model) },
        {
          kind: 'paragraph',
          text: `Bandenspanning: ${span(pressure.min, pressure.max, 'bar', L)}. Kies de lage waarde voor comfort en grip op slechte of natte wegen, de hoge voor de grootste actieradius op goed asfalt. Controleer de spanning elke week.`,
        },
      ],
    },
    {
      heading: 'Onderhoud',
      blocks: [
        {
          kind: 'table',
          head: ['Wat', 'Wanneer'],
          rows: [
            ['Bandenspanning en scharnieren controleren', 'Elke week'],
            [
              model.gearing.kind === 'stepless' ? 'Riem: slijtage en spanning controleren' : 'Ketting: schoonmaken en oliën',
              model.gearing.kind === 'stepless' ? 'Elke 1.000 km' : 'Elke 200 tot 300 km, en na een rit in de regen',
            ],
            ['Remblokken', 'Elke 1.000 km controleren'],
            ['Kleine beurt bij je dealer', 'Elk halfjaar of elke 1.500 km'],
            ['Grote beurt bij je dealer', 'Elk jaar of elke 3.000 km'],
            ['Remvloeistof (alleen hydraulische remmen)', 'Elke twee jaar'],
          ],
        },
        {
          kind: 'note',
          text: 'Maak de fiets schoon met water, een spons en een mild schoonmaakmiddel. Gebruik nooit een hogedrukreiniger: die drukt water in lagers en stekkers.',
        },
      ],
    },
    {
      heading: 'Storingen verhelpen',
      blocks: [
        {
          kind: 'table',
          head: ['Probleem', 'Wat te doen'],
          rows: [
            ['Het systeem gaat niet aan', 'Controleer of de accu geladen is en goed vastgeklikt zit. Neem hem uit en plaats hem opnieuw.'],
            ['Geen ondersteuning', 'Kies een ondersteuningsstand hoger dan 0. Controleer de magneet van de snelheidssensor bij het achterwiel.'],
            ['Een scharnier heeft speling', 'Stop met fietsen. Laat het scharnier voor de volgende rit afstellen door je dealer.'],
            [
              'De actieradius is veel kleiner dan eerst',
              'Controleer de bandenspanning. Een accu verliest in de loop der jaren capaciteit; je dealer kan die meten.',
            ],
            [
              'Een foutcode op het display',
              'Zet het systeem uit en weer aan. Blijft de code staan, noteer hem dan en neem contact op met je dealer of de FOLT-service.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Garantie en service',
      blocks: [
        {
          kind: 'paragraph',
          text: `FOLT geeft ${model.warrantyYears.frame} jaar garantie op het frame en de vouwscharnieren en ${model.warrantyYears.battery} jaar op accu, motor en elektronica, vanaf de dag van aflevering. Slijtagedelen zoals banden, remblokken, ketting of riem vallen er niet onder. Je wettelijke rechten gelden daarnaast altijd.`,
        },
        {
          kind: 'paragraph',
          text: `Vragen of een reparatie? ${MANUAL_CONTACT.company}, ${MANUAL_CONTACT.address}. Telefoon ${MANUAL_CONTACT.phone}, e-mail ${MANUAL_CONTACT.email}, ${MANUAL_CONTACT.web}.`,
        },
      ],
    },
  ];
  return {
    lang: L,
    title: `${model.name} - Handleiding`,
    subtitle: model.tagline.nl,
    edition: `Editie ${MANUAL_EDITION} · ${MANUAL_CONTACT.company}, ${MANUAL_CONTACT.address}`,
    sections,
    footer: `${model.name} · Handleiding · pagina`,
    fileStem: fileStem(model, 'handleiding', L),
  };
}

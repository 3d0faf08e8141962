// Die FOLT-Bedienungsanleitung auf Deutsch, aus den Daten eines Modells geschrieben. Dokumentinhalt, kein UI-Text
// (siehe manual.types.ts).
import type { BikeModel } from '../bike-models';
import { fileStem, foldedSize, MANUAL_CONTACT, MANUAL_EDITION, number, rangeKm, span, tyrePressureBar } from './manual-facts';
import type { ManualDocument, ManualSection } from './manual.types';

const L = 'de' as const;

function gearing(model: BikeModel): string {
  const { kind, speeds } = model.gearing;
  if (kind === 'stepless')
    return `Ihr ${model.name} hat eine stufenlose ${model.gears}-Nabe. Drehen Sie den Drehgriff zu sich hin für eine leichtere Übersetzung und von sich weg für eine schwerere. Sie können jederzeit schalten, auch im Stand oder unter voller Last.`;
  if (kind === 'hub')
    return `Ihr ${model.name} hat eine ${model.gears}-Nabenschaltung mit ${speeds} Gängen. Nehmen Sie beim Schalten kurz den Druck von den Pedalen; schalten können Sie auch im Stand, etwa an der Ampel.`;
  return `Ihr ${model.name} hat eine ${model.gears}-Kettenschaltung mit ${speeds} Gängen. Schalten Sie nur, während Sie locker weitertreten, nie im Stand und nie beim Rückwärtstreten.`;
}

function brakes(model: BikeModel): string {
  const hydraulic = model.brakes.en.toLowerCase().includes('hydraulic');
  return hydraulic
    ? 'Ihr Rad hat hydraulische Scheibenbremsen. Sie brauchen wenig Handkraft: Bremsen Sie anfangs behutsam. Neue Bremsbeläge erreichen ihre volle Bremskraft nach etwa zwanzig kräftigen Bremsungen. Ziehen Sie nie einen Bremshebel, während das Laufrad ausgebaut ist.'
    : 'Ihr Rad hat mechanische Scheibenbremsen. Mit zunehmendem Belagverschleiß wird der Hebelweg länger. Drehen Sie die Stellschraube am Bremshebel etwas heraus, um das auszugleichen, oder lassen Sie die Bremsen von Ihrem Händler einstellen.';
}

export function manualDe(model: BikeModel): ManualDocument {
  const range = rangeKm(model);
  const pressure = tyrePressureBar(model);
  const batteries = model.batteries
    .map((battery) => `${battery.wh} Wh: ${span(battery.rangeKm.min, battery.rangeKm.max, 'km', L)}, geladen in etwa ${number(battery.chargeHours, L)} Stunden`)
    .join('; ');
  // One battery option per line in the facts table.
  const batteryLines = batteries.split('; ').join('\n');
  const motor = model.motor.position === 'mid-drive' ? 'Mittelmotor' : model.motor.position === 'front-hub' ? 'Vorderradnabenmotor' : 'Hinterradnabenmotor';
  const sensor = model.motor.sensor === 'torque' ? 'Drehmomentsensor' : 'Trittfrequenzsensor';
  const sections: ManualSection[] = [
    {
      heading: 'Willkommen',
      blocks: [
        { kind: 'paragraph', text: `Vielen Dank, dass Sie sich für das ${model.name} entschieden haben. ${model.description.de}` },
        {
          kind: 'paragraph',
          text: 'Bitte lesen Sie diese Anleitung vor der ersten Fahrt und bewahren Sie sie beim Rad auf. Sie erfahren, wie Sie das Rad falten und aufklappen, wie Sie den Akku laden und pflegen und welche Wartung Ihr FOLT über viele Jahre sicher und angenehm fahren lässt.',
        },
      ],
    },
    {
      heading: 'Sicherheit zuerst',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Prüfen Sie vor jeder Fahrt, ob beide Gelenkhebel geschlossen und mit ihrer Sicherung verriegelt sind.',
            'Ziehen Sie die Sattelstütze nie über die Mindesteinstecktiefe hinaus heraus.',
            `Überschreiten Sie nicht das maximale Fahrergewicht von ${model.maxRiderKg} kg und das zulässige Gesamtgewicht von ${model.maxTotalKg} kg (Fahrer, Gepäck und Rad).`,
            'Tragen Sie einen Helm und fahren Sie bei Dunkelheit und schlechter Sicht mit Licht.',
            'Der Motor unterstützt bis 25 km/h, wie es das Gesetz für Pedelecs vorschreibt. Motor oder Software für höhere Geschwindigkeiten zu verändern ist verboten und beendet die Garantie.',
            'Schalten Sie das System aus und nehmen Sie den Akku heraus, bevor Sie am Rad arbeiten oder es transportieren.',
          ],
        },
      ],
    },
    {
      heading: `Ihr ${model.name} auf einen Blick`,
      blocks: [
        {
          kind: 'table',
          rows: [
            ['Motor', `${model.motor.powerW}-W-${motor}, ${model.motor.torqueNm} Nm, ${sensor}`],
            ['Akku-Optionen', batteryLines],
            ['Reichweite', `${span(range.min, range.max, 'km', L)}, je nach Akku, Unterstützungsstufe, Wind, Beladung und Temperatur`],
            ['Faltmaß', `${foldedSize(model, L)} (Länge × Breite × Höhe)`],
            ['Faltzeit', `etwa ${model.foldSeconds} Sekunden`],
            ['Laufräder und Reifen', `${model.wheelSizeInch} Zoll, ${number(model.tyreWidthInch, L, 2)} Zoll breit`],
            ['Schaltung', model.gears],
            ['Bremsen', model.brakes.de],
            ['Rahmen', model.frame.de],
            ['Körpergröße', `${model.riderHeightCm.min} bis ${model.riderHeightCm.max} cm`],
            ['Maximales Fahrergewicht', `${model.maxRiderKg} kg`],
            ['Zulässiges Gesamtgewicht', `${model.maxTotalKg} kg`],
          ],
        },
      ],
    },
    {
      heading: 'Aufklappen',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Stellen Sie das gefaltete Rad auf die Räder und ziehen Sie die beiden Hälften vorsichtig auseinander, bis der Magnet loslässt.',
            'Halten Sie mit einer Hand den Sattel und schwenken Sie mit der anderen das Vorderrad herum, bis der Rahmen gerade ist.',
            'Drücken Sie den Hebel des Rahmengelenks zu, bis er einrastet, und schieben Sie dann die Sicherung über den Hebel.',
            'Stellen Sie den Vorbau senkrecht und schließen Sie seinen Hebel ebenso: erst einrasten, dann sichern.',
            'Öffnen Sie den Schnellspanner der Sattelstütze, ziehen Sie den Sattel auf Ihre Höhe und schließen Sie den Hebel fest.',
            'Klappen Sie beide Pedale aus. Heben Sie das Vorderrad an und lassen Sie es aufprallen: An keinem der Gelenke darf sich etwas bewegen oder klappern.',
          ],
        },
      ],
    },
    {
      heading: 'Falten',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Schalten Sie das System aus. Öffnen Sie den Schnellspanner der Sattelstütze und schieben Sie den Sattel ganz nach unten.',
            'Klappen Sie beide Pedale ein und drehen Sie die Kurbeln so, dass das linke Pedal nach vorn zeigt.',
            'Öffnen Sie Sicherung und Hebel des Vorbaus und klappen Sie den Lenker am Vorderrad entlang nach unten.',
            'Öffnen Sie Sicherung und Hebel des Rahmengelenks und schwenken Sie das Vorderrad neben das Hinterrad, bis der Magnet beide Hälften hält.',
          ],
        },
        { kind: 'note', text: 'Heben Sie das gefaltete Rad am Sattel und am Rahmen nahe dem Gelenk an, mit geradem Rücken. Ohne Akku ist es leichter.' },
      ],
    },
    {
      heading: 'Sattel und Lenker einstellen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Der Sattel hat die richtige Höhe, wenn Ihr Bein fast gestreckt ist, während die Ferse auf dem Pedal im tiefsten Punkt steht. Markieren Sie diese Höhe mit einem Streifen Klebeband an der Sattelstütze, dann finden Sie sie nach dem Falten sofort wieder.',
        },
        {
          kind: 'paragraph',
          text: 'Hält der Schnellspanner die Sattelstütze nicht mehr fest? Drehen Sie bei geöffnetem Hebel die Mutter auf der Gegenseite ein kleines Stück im Uhrzeigersinn und schließen Sie den Hebel erneut. Er sollte einen deutlichen Abdruck in der Handfläche hinterlassen.',
        },
      ],
    },
    {
      heading: 'Akku und Laden',
      blocks: [
        {
          kind: 'paragraph',
          text: `Laden Sie den Akku nur mit dem mitgelieferten FOLT-Ladegerät, im Rad oder ausgebaut, in Innenräumen bei 10 bis 25 °C. Ladezeiten: ${batteries}.`,
        },
        {
          kind: 'bullets',
          items: [
            'Ein Lithium-Ionen-Akku hat keinen Memory-Effekt: Laden Sie nach, wann immer es Ihnen passt.',
            'Lassen Sie den Akku nicht in der prallen Sonne, in einem heißen Auto oder bei Frost liegen.',
            'Lassen Sie den Akku nach einer langen Fahrt eine halbe Stunde abkühlen, bevor Sie ihn laden.',
            'Lagern Sie ihn bei längerer Standzeit halb geladen an einem trockenen, frostfreien Ort und laden Sie ihn alle zwei Monate kurz nach.',
            'Öffnen Sie einen beschädigten Akku nie, lassen Sie ihn nicht fallen und laden Sie ihn nicht. Bringen Sie ihn zu Ihrem Händler; er ist Sondermüll.',
          ],
        },
      ],
    },
    {
      heading: 'Display und Unterstützungsstufen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Halten Sie die Ein-/Aus-Taste zwei Sekunden gedrückt, um das System ein- oder auszuschalten. Mit den Tasten + und - wählen Sie eine Unterstützungsstufe von 0 (keine Unterstützung) bis 5 (maximale Unterstützung). Das Display zeigt Geschwindigkeit, Akkustand, Unterstützungsstufe und Strecke.',
        },
        {
          kind: 'bullets',
          items: [
            'Stufe 1 oder 2 auf ebener Strecke bringt die größte Reichweite.',
            'Drücken Sie kurz die Lichttaste, um das Licht ein- oder auszuschalten.',
            'Halten Sie die Taste - gedrückt, um beim Schieben die Schiebehilfe zu nutzen, etwa eine Rampe hinauf (bis 6 km/h).',
          ],
        },
      ],
    },
    {
      heading: 'Fahren',
      blocks: [
        { kind: 'paragraph', text: gearing(model) },
        { kind: 'paragraph', text: brakes(model) },
        {
          kind: 'paragraph',
          text: `Reifendruck: ${span(pressure.min, pressure.max, 'bar', L)}. Der niedrigere Wert bringt Komfort und Grip auf schlechten oder nassen Wegen, der höhere die größte Reichweite auf glattem Asphalt. Prüfen Sie den Druck jede Woche.`,
        },
      ],
    },
    {
      heading: 'Wartung',
      blocks: [
        {
          kind: 'table',
          head: ['Was', 'Wann'],
          rows: [
            ['Reifendruck und Gelenke prüfen', 'Jede Woche'],
            [
              model.gearing.kind === 'stepless' ? 'Riemen: Verschleiß und Spannung prüfen' : 'Kette: reinigen und ölen',
              model.gearing.kind === 'stepless' ? 'Alle 1.000 km' : 'Alle 200 bis 300 km und nach Regenfahrten',
            ],
            ['Bremsbeläge', 'Alle 1.000 km prüfen'],
            ['Kleine Inspektion beim Händler', 'Jedes halbe Jahr oder alle 1.500 km'],
            ['Große Inspektion beim Händler', 'Jedes Jahr oder alle 3.000 km'],
            ['Bremsflüssigkeit (nur hydraulische Bremsen)', 'Alle zwei Jahre'],
          ],
        },
        {
          kind: 'note',
          text: 'Reinigen Sie das Rad mit Wasser, einem Schwamm und einem milden Reiniger. Verwenden Sie nie einen Hochdruckreiniger: Er drückt Wasser in Lager und Steckverbindungen.',
        },
      ],
    },
    {
      heading: 'Störungen beheben',
      blocks: [
        {
          kind: 'table',
          head: ['Problem', 'Was tun'],
          rows: [
            [
              'Das System lässt sich nicht einschalten',
              'Prüfen Sie, ob der Akku geladen und richtig eingerastet ist. Nehmen Sie ihn heraus und setzen Sie ihn erneut ein.',
            ],
            ['Keine Unterstützung', 'Wählen Sie eine Unterstützungsstufe über 0. Prüfen Sie den Magneten des Geschwindigkeitssensors am Hinterrad.'],
            ['Ein Gelenk hat Spiel', 'Fahren Sie nicht weiter. Lassen Sie das Gelenk vor der nächsten Fahrt von Ihrem Händler einstellen.'],
            [
              'Die Reichweite ist viel geringer als früher',
              'Prüfen Sie den Reifendruck. Akkus verlieren mit den Jahren Kapazität; Ihr Händler kann sie messen.',
            ],
            [
              'Ein Fehlercode im Display',
              'Schalten Sie das System aus und wieder ein. Bleibt der Code, notieren Sie ihn und wenden Sie sich an Ihren Händler oder den FOLT-Service.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Garantie und Service',
      blocks: [
        {
          kind: 'paragraph',
          text: `FOLT gibt ${model.warrantyYears.frame} Jahre Garantie auf Rahmen und Faltgelenke und ${model.warrantyYears.battery} Jahre auf Akku, Motor und Elektronik, ab dem Tag der Lieferung. Verschleißteile wie Reifen, Bremsbeläge, Kette oder Riemen sind ausgenommen. Ihre gesetzlichen Rechte gelten in jedem Fall zusätzlich.`,
        },
        {
          kind: 'paragraph',
          text: `Fragen oder eine Reparatur? ${MANUAL_CONTACT.company}, ${MANUAL_CONTACT.address}, Niederlande. Telefon ${MANUAL_CONTACT.phone}, E-Mail ${MANUAL_CONTACT.email}, ${MANUAL_CONTACT.web}.`,
        },
      ],
    },
  ];
  return {
    lang: L,
    title: `${model.name} - Bedienungsanleitung`,
    subtitle: model.tagline.de,
    edition: `Ausgabe ${MANUAL_EDITION} · ${MANUAL_CONTACT.company}, ${MANUAL_CONTACT.address}`,
    sections,
    footer: `${model.name} · Bedienungsanleitung · Seite`,
    fileStem: fileStem(model, 'bedienungsanleitung', L),
  };
}

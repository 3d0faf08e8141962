// The pictures of one model: a side view in each of its colours, then folded, from the front and from behind; drawn
// from the facts, so a gallery never shows a tyre or a rack the bike does not have.
import { useLingui } from '@lingui/react/macro';
import type { BikeAngle } from '../../../common/bike-art';
import type { BikeColour, BikeModel } from '../../../common/bike-models';
import type { Lang } from '../../locales/paths';
import { BikeImage } from './bike-image';
import { formatFoldedSize } from './format';
import { Reveal } from './reveal';

interface Shot {
  key: string;
  angle: BikeAngle;
  colour: BikeColour;
  alt: string;
  caption: string;
}

export function ModelGallery({ model, lang }: { model: BikeModel; lang: Lang }) {
  const { t } = useLingui();
  const name = model.name;
  const first = model.colours[0]!;
  const size = formatFoldedSize(model, lang);
  const shots: Shot[] = [
    ...model.colours.map((colour) => {
      const colourName = colour.name[lang];
      return { key: colour.code, angle: 'side' as const, colour, alt: t`${name} in ${colourName}, side view`, caption: colourName };
    }),
    { key: 'folded', angle: 'folded', colour: first, alt: t`${name} folded`, caption: t`Folded: ${size}` },
    { key: 'front', angle: 'front', colour: first, alt: t`${name} from the front`, caption: t`From the front` },
    { key: 'rear', angle: 'rear', colour: first, alt: t`${name} from behind`, caption: t`From behind` },
  ];
  return (
    <ul className="mk-gallery">
      {shots.map((shot) => (
        <Reveal as="li" key={shot.key}>
          <figure>
            <BikeImage model={model} angle={shot.angle} colour={shot.colour} alt={shot.alt} />
            <figcaption>{shot.caption}</figcaption>
          </figure>
        </Reveal>
      ))}
    </ul>
  );
}

// The configurator's bike picture: each visible part draws its layer (replacing what it replaces), the frame takes
// the chosen colour, and every model's parts stay on the canvas.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import * as bikeArt from '../../../common/bike-art';
import { BIKE_MODELS } from '../../../common/bike-models';
import { PICTURE_LAYERS, type PictureLayer } from '../../machines/configurator/configurator.facts';
import { ART_BG, ART_HEIGHT, ART_INK, ART_WIDTH, bikeGeometry, BikePicture } from './bike-picture';

const elite = BIKE_MODELS.find((model) => model.slug === 'elite')!;
const layersIn = (html: string) => [...html.matchAll(/data-layer="([^"]+)"/g)].map((match) => match[1]);

describe('BikePicture', () => {
  test("the canvas and ink are bike-art's", () => {
    expect([ART_INK, ART_BG, ART_WIDTH, ART_HEIGHT]).toEqual([bikeArt.ART_INK, bikeArt.ART_BG, bikeArt.ART_WIDTH, bikeArt.ART_HEIGHT]);
  });

  test('every picture layer of the facts is drawn, in the chosen colour', () => {
    // One saddle at a time: the sport saddle is checked below.
    const all = [...new Set(Object.values(PICTURE_LAYERS))].filter((layer) => layer !== 'saddle-sport') as PictureLayer[];
    const html = renderToStaticMarkup(<BikePicture model={elite} colourHex="#23507a" layers={all} batteryWh={600} label="Your FOLT Elite" />);
    for (const layer of all) expect(layersIn(html)).toContain(layer);
    expect(html).toContain('stroke="#23507a"');
    expect(html).toContain('role="img"');
    expect(html).toContain('600 Wh');
  });

  test('a sport or comfort saddle and the long battery replace the standard ones', () => {
    const plain = layersIn(renderToStaticMarkup(<BikePicture model={elite} colourHex="#000" />));
    expect(plain).toEqual(['battery']);
    const fitted = layersIn(renderToStaticMarkup(<BikePicture model={elite} colourHex="#000" layers={['saddle-sport', 'battery-large']} />));
    expect(fitted).toEqual(['saddle-sport', 'battery-large']);
  });

  test('without a label the picture is decorative', () => {
    expect(renderToStaticMarkup(<BikePicture model={elite} colourHex="#000" />)).toContain('aria-hidden="true"');
  });

  test.each(BIKE_MODELS.map((model) => [model.slug, model] as const))('%s: wheels, rack and saddle stay on the canvas', (_slug, model) => {
    const g = bikeGeometry(model);
    for (const point of [g.rear, g.front, g.bb, g.head, g.saddle]) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(ART_WIDTH);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(ART_HEIGHT);
    }
    expect(g.rackY).toBeGreaterThan(0);
    expect(g.front.x + g.r + g.tyre).toBeLessThan(ART_WIDTH);
    expect(g.hasIntegratedRack).toBe(model.slug === 'voyage');
  });
});

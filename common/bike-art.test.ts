// The bike illustrations follow the facts (wheel size, tyre width, colour, motor) and stay valid, escaped SVG in every view.
import { describe, expect, it } from 'vitest';
import { BIKE_ANGLES, bikeFoldedSvg, bikeSideSvg, bikeSvg, svgDataUri } from './bike-art';
import { BIKE_MODELS, findBikeModel } from './bike-models';

const classic = findBikeModel('classic')!;
const piccolo = findBikeModel('piccolo')!;
const maxx = findBikeModel('maxx')!;

describe('bike art', () => {
  it('draws every model from every angle in its colour, with the canvas size pages declare', () => {
    for (const model of BIKE_MODELS) {
      for (const angle of BIKE_ANGLES) {
        const svg = bikeSvg(model, angle, model.colours[0]!.hex);
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 600" width="800" height="600"/);
        expect(svg).toContain(model.colours[0]!.hex);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined/);
      }
    }
  });

  it('gives a 16-inch bike smaller wheels and a 3-inch tyre a wider line than a 1.75-inch one', () => {
    expect(bikeSideSvg(piccolo, '#000')).toContain('r="100"');
    expect(bikeSideSvg(classic, '#000')).toContain('r="125"');
    const edge = (svg: string) => Number(/width="(\d+)" height="250"/.exec(svg)![1]);
    expect(edge(bikeSvg(maxx, 'front', '#000'))).toBeGreaterThan(edge(bikeSvg(classic, 'front', '#000')));
  });

  it('keeps the emulator titles and escapes a localized one', () => {
    expect(bikeSideSvg(classic, '#000')).toContain('<title>FOLT Classic side view</title>');
    expect(bikeFoldedSvg(classic, '#000')).toContain('<title>FOLT Classic folded</title>');
    expect(bikeSvg(classic, 'rear', '#000', 'Rück & "Ansicht"')).toContain('<title>Rück &amp; &quot;Ansicht&quot;</title>');
  });

  it('makes a data URI without characters a URI or an HTML attribute cannot carry', () => {
    const uri = svgDataUri(bikeSvg(classic, 'side', '#1f5f66', 'Größe'));
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(uri).not.toMatch(/["<>#\n]/);
    expect(uri).toContain('%C3%B6');
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toContain('<title>Größe</title>');
  });
});

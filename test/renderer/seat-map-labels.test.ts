import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { MAP_IDS, getMap, sectorOf, cellAt } from '../../shared/engine';
import MapBoard from '../../renderer/map/MapBoard.vue';
import { LABEL, sectorLabelSpots } from '../../renderer/map/map-geometry';
import { plugins } from './support';

/** The cells a label's square box (centre x, y in board units, side `size`) lies on. */
function cellsUnder(spot: { x: number; y: number; size: number }, width: number, height: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const half = spot.size / 2 - 0.01;
  for (let col = Math.floor(spot.x - LABEL - half); col <= Math.floor(spot.x - LABEL + half); col++) {
    for (let row = Math.floor(spot.y - LABEL - half); row <= Math.floor(spot.y - LABEL + half); row++) {
      if (col >= 0 && row >= 0 && col < width && row < height) out.push([col, row]);
    }
  }
  return out;
}

describe('10: sector numbers never hide an island', () => {
  it('on every map, each sector’s number sits on open water inside its own sector', () => {
    for (const id of MAP_IDS) {
      const map = getMap(id)!;
      for (const spot of sectorLabelSpots(map)) {
        const under = cellsUnder(spot, map.width, map.height);
        expect(under.length, `${id} sector ${spot.n}`).toBeGreaterThan(0);
        for (const [col, row] of under) {
          const cell = cellAt(map, col, row);
          expect(map.island[cell], `${id} sector ${spot.n} covers an island`).toBeFalsy();
          expect(sectorOf(map, cell), `${id} sector ${spot.n}`).toBe(spot.n);
        }
      }
    }
  });

  it('the board draws the numbers where the spots say, under the islands', () => {
    const map = getMap('alpha-15')!;
    const wrapper = mount(MapBoard, { props: { map }, global: { plugins: plugins() } });
    const numbers = wrapper.findAll('.sector-number');
    const spots = sectorLabelSpots(map);
    expect(numbers.map((n) => [Number(n.text()), Number(n.attributes('x')), Number(n.attributes('y'))])).toEqual(spots.map((s) => [s.n, s.x, s.y]));
    const svg = wrapper.find('svg').html();
    expect(svg.indexOf('sector-number')).toBeLessThan(svg.indexOf('class="island"'));
  });
});

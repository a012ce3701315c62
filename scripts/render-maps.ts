import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAPS } from '../shared/engine/maps/registry';
import { islandDensity, validateMap } from '../shared/engine/maps/validate';
import { renderMapPng } from './map-png';

const OUT_DIR = join('out', 'maps');

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const map of Object.values(MAPS)) {
    const file = join(OUT_DIR, `${map.id}.png`);
    writeFileSync(file, renderMapPng(map));
    const problems = validateMap(map);
    const status = problems.length === 0 ? 'ok' : problems.join('; ');
    console.log(`${file}  ${(islandDensity(map) * 100).toFixed(1)} % islands  ${status}`);
  }
}

main();

import { MAPS } from '../../shared/engine/maps/registry';

/** A map as players know it ("Alpha · 10×10", as the home page's map select names it); an unknown id as it is. */
export function mapLabel(mapId: string): string {
  const map = MAPS[mapId];
  return map ? `${map.name} · ${map.width}×${map.height}` : mapId;
}

import { MAPS } from '../../shared/engine/maps/registry';

type Translate = (key: string) => string;
type HasKey = (key: string) => boolean;

/**
 * A map's name in the player's language ("Alfa", "Entrenamiento"): its family is its id without the
 * size ("alpha-10" → alpha); a map the catalogue does not know keeps the name its file gives.
 */
export function mapName(mapId: string, t: Translate, te: HasKey): string {
  const map = MAPS[mapId];
  const family = mapId.replace(/-\d+$/, '');
  const key = `mapNames.${family}`;
  if (te(key)) return t(key);
  return map?.name ?? mapId;
}

/** A map as players know it ("Alfa · 10×10", as the home page's map select names it); an unknown id as it is. */
export function mapLabel(mapId: string, t: Translate, te: HasKey): string {
  const map = MAPS[mapId];
  return map ? `${mapName(mapId, t, te)} · ${map.width}×${map.height}` : mapId;
}

/** What a screen reader hears for a map drawn as a picture ("Mapa: Entrenamiento · 10×10"), in the player's language. */
export function mapPictureLabel(mapId: string, t: (key: string, params?: Record<string, unknown>) => string, te: HasKey): string {
  return t('lobby.mapPreview', { map: mapLabel(mapId, t, te) });
}

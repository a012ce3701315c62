/**
 * Where windows go, from the displays given as data (main.ts passes screen.getAllDisplays()).
 * Seats are spread over the displays in contiguous blocks (so, with the seats ordered by team, each team
 * tends to get its own screen), then tiled in a grid inside each display's work area.
 */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface DisplayInfo {
  readonly id: number;
  /** The display minus task bars and docks. */
  readonly workArea: Rect;
}

export const MIN_SEAT_SIZE = { width: 640, height: 480 } as const;
export const LOBBY_SIZE = { width: 1100, height: 760 } as const;
const GAP = 8;
const CASCADE = 32;

/** Bounds for `count` new windows. Always returns `count` rects (a fallback display if none is given). */
export function placeWindows(count: number, displays: readonly DisplayInfo[], min = MIN_SEAT_SIZE): Rect[] {
  if (count <= 0) return [];
  const screens = displays.length > 0 ? displays : [FALLBACK_DISPLAY];
  const perDisplay = Math.ceil(count / screens.length);
  const out: Rect[] = [];
  for (let d = 0; d < screens.length && out.length < count; d++) {
    const screen = screens[d] ?? FALLBACK_DISPLAY;
    const here = Math.min(perDisplay, count - out.length);
    out.push(...tile(here, screen.workArea, min));
  }
  return out;
}

function tile(k: number, area: Rect, min: { width: number; height: number }): Rect[] {
  const cols = Math.ceil(Math.sqrt(k));
  const rows = Math.ceil(k / cols);
  const cellW = Math.floor((area.width - GAP * (cols + 1)) / cols);
  const cellH = Math.floor((area.height - GAP * (rows + 1)) / rows);
  const rects: Rect[] = [];
  if (cellW >= min.width && cellH >= min.height) {
    for (let i = 0; i < k; i++) {
      const c = i % cols;
      const r = Math.floor(i / cols);
      rects.push({ x: area.x + GAP + c * (cellW + GAP), y: area.y + GAP + r * (cellH + GAP), width: cellW, height: cellH });
    }
    return rects;
  }
  // Too small for a grid: cascade windows of the minimum size (clamped to the area).
  const width = Math.min(min.width, area.width);
  const height = Math.min(min.height, area.height);
  for (let i = 0; i < k; i++) {
    const dx = Math.min(i * CASCADE, Math.max(0, area.width - width));
    const dy = Math.min(i * CASCADE, Math.max(0, area.height - height));
    rects.push({ x: area.x + dx, y: area.y + dy, width, height });
  }
  return rects;
}

/** The lobby: centred on the first (primary) display, at most its work area. */
export function placeLobby(displays: readonly DisplayInfo[]): Rect {
  const area = (displays[0] ?? FALLBACK_DISPLAY).workArea;
  const width = Math.min(LOBBY_SIZE.width, area.width);
  const height = Math.min(LOBBY_SIZE.height, area.height);
  return { x: area.x + Math.floor((area.width - width) / 2), y: area.y + Math.floor((area.height - height) / 2), width, height };
}

export function intersectionArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Remembered bounds are reused only while at least half of the window is on one current display (a
 * monitor may have been unplugged since).
 */
export function isUsable(bounds: Rect, displays: readonly DisplayInfo[]): boolean {
  if (!(bounds.width > 0 && bounds.height > 0)) return false;
  const area = bounds.width * bounds.height;
  return displays.some((d) => intersectionArea(bounds, d.workArea) * 2 >= area);
}

const FALLBACK_DISPLAY: DisplayInfo = { id: 0, workArea: { x: 0, y: 0, width: 1280, height: 800 } };

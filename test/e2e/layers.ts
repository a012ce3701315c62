import type { Page } from 'playwright-core';

interface Layer {
  readonly layerId: string;
  readonly backendNodeId?: number;
  readonly width: number;
  readonly height: number;
  readonly drawsContent: boolean;
}

export interface CompositedLayer {
  readonly width: number;
  readonly height: number;
  /** Why Chromium made it a layer of its own ("WillChangeTransform", "Overlap"…). */
  readonly reasons: readonly string[];
}

/**
 * The compositing layers Chromium made for the element `selector` matches, and for what it paints
 * (DevTools' Layers panel, read through CDP; an SVG's groups are reported on their `<svg>`): each one's
 * size and why it is a layer. A layer is rastered on its own, so what changes over it does not raster
 * it again. Forces one frame after listening, so the tree is the page's current one.
 */
export async function layersOf(page: Page, selector: string): Promise<CompositedLayer[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    let layers: Layer[] = [];
    cdp.on('LayerTree.layerTreeDidChange', (event) => {
      if (event.layers) layers = event.layers as Layer[];
    });
    await cdp.send('LayerTree.enable');
    // A change of style forces a new frame and with it a fresh layer tree; put back after two frames.
    await page.evaluate(() => new Promise((resolve) => {
      const before = document.body.style.outline;
      document.body.style.outline = '0 solid transparent';
      requestAnimationFrame(() => requestAnimationFrame(() => resolve((document.body.style.outline = before))));
    }));
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`no element matches ${selector}`);
    const { node } = await cdp.send('DOM.describeNode', { nodeId });
    const own = layers.filter((l) => l.backendNodeId === node.backendNodeId && l.drawsContent);
    return Promise.all(
      own.map(async (l) => {
        const { compositingReasonIds } = await cdp.send('LayerTree.compositingReasons', { layerId: l.layerId });
        return { width: l.width, height: l.height, reasons: compositingReasonIds ?? [] };
      }),
    );
  } finally {
    await cdp.detach().catch(() => {});
  }
}

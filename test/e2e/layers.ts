import type { Page } from 'playwright-core';

interface Layer {
  readonly layerId: string;
  readonly backendNodeId?: number;
  readonly width: number;
  readonly height: number;
  readonly drawsContent: boolean;
}

/**
 * The compositing layers Chromium made for the element `selector` matches (DevTools' Layers panel, read
 * through CDP): their sizes in CSS pixels. A layer is rastered on its own, so what changes over it
 * does not raster it again. Waits for one frame after listening, so the tree is the page's current one.
 */
export async function layersOf(page: Page, selector: string): Promise<{ width: number; height: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    let layers: Layer[] = [];
    cdp.on('LayerTree.layerTreeDidChange', (event) => {
      if (event.layers) layers = event.layers as Layer[];
    });
    await cdp.send('LayerTree.enable');
    // A change of style forces a new frame and with it a fresh layer tree.
    await page.evaluate(() => new Promise((resolve) => {
      document.body.style.outline = document.body.style.outline ? '' : '0 solid transparent';
      requestAnimationFrame(() => requestAnimationFrame(resolve));
    }));
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`no element matches ${selector}`);
    const { node } = await cdp.send('DOM.describeNode', { nodeId });
    return layers.filter((l) => l.backendNodeId === node.backendNodeId && l.drawsContent).map((l) => ({ width: l.width, height: l.height }));
  } finally {
    await cdp.detach();
  }
}

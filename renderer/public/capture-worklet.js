// Forwards raw microphone frames to the page; resampling and batching happen there (renderer/voice).
// A file, not a Blob: the voice windows' CSP allows scripts from the app only.
class RumboCapture extends AudioWorkletProcessor {
  process(inputs) {
    const input = inputs[0];
    if (input && input.length && input[0].length) this.port.postMessage(input.map((channel) => channel.slice(0)));
    return true;
  }
}
registerProcessor('rumbo-capture', RumboCapture);

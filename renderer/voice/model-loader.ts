import type { Model } from 'vosk-browser';

export type ModelProblem = 'model.missing' | 'model.corrupt' | 'model.wrong-language' | 'model.timeout' | 'model.checksum';

export class ModelError extends Error {
  constructor(readonly problem: ModelProblem, detail: string) {
    super(detail);
  }
}

export type CreateModel = (url: string) => Promise<Model>;

/**
 * vosk-browser's createModel never settles when loading fails (a 404, a broken archive): race it
 * against a timeout and against the model's own `error` event, and say which failure it was.
 */
export async function loadModel(createModel: CreateModel, url: string, timeoutMs = 60_000): Promise<Model> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ModelError('model.timeout', `the model at ${url} did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const model = await Promise.race([createModel(url), timeout]);
    const failed = new Promise<never>((_, reject) =>
      model.on('error', (message) => {
        if (message.event === 'error') reject(new ModelError('model.corrupt', message.error));
      }),
    );
    if (!model.ready) {
      await Promise.race([
        new Promise<void>((resolve, reject) =>
          model.on('load', (message) => {
            if (message.event !== 'load') return;
            if (message.result) resolve();
            else reject(new ModelError('model.corrupt', `the archive at ${url} is not a Vosk model`));
          }),
        ),
        failed,
        timeout,
      ]);
    }
    return model;
  } finally {
    clearTimeout(timer);
  }
}

/** What went wrong installing a model, as a code the UI translates and a line for logs. */
export type InstallProblem = 'download' | 'checksum' | 'corrupt' | 'wrong-language' | 'size';

export class InstallError extends Error {
  constructor(
    readonly problem: InstallProblem,
    message: string,
  ) {
    super(message);
  }
}

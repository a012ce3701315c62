/** Speech models on disk: manifest, download with progress, sha256 check, zip → tar.gz. Plain Node. */
export { readManifest, type ModelEntry } from './manifest';
export { installModel, type ModelSource } from './install';
export { InstallError, type InstallProblem } from './errors';
export type { Progress } from './download';
export { listTar } from './tar';

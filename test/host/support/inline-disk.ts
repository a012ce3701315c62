import fs from 'node:fs';
import { NODE_LOG_FS, type LogFs } from '../../../electron/host/store';

/**
 * node:fs whose background fdatasync finishes before it returns: a hub driven synchronously by a
 * test then answers at once, as it did before the group commit held answers until their lines are
 * durable (issue 28.2). Tests of the holding itself use a real or a stalled disk instead.
 */
export const INLINE_DISK: LogFs = {
  writeSync: (fd, buffer, offset, length) => NODE_LOG_FS.writeSync(fd, buffer, offset, length),
  fdatasyncSync: (fd) => NODE_LOG_FS.fdatasyncSync(fd),
  fdatasync: (fd, done) => {
    NODE_LOG_FS.fdatasyncSync(fd);
    done(null);
  },
  ftruncateSync: (fd, length) => NODE_LOG_FS.ftruncateSync(fd, length),
  fstatSync: (fd) => NODE_LOG_FS.fstatSync(fd),
  syncDir: (dir, done) => {
    const fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    done();
  },
};

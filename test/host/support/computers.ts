import { exactAddress } from '../../../electron/host/machine-key';

/**
 * Tests that play several computers on one machine connect from loopback aliases (127.0.0.2, …).
 * The host counts all of loopback as one machine (electron/host/machine-key.ts), so such a test tells
 * it to key on the exact address instead: each alias is then a computer of its own, as on a LAN.
 */
export const LOOPBACK_COMPUTERS = { machineOf: exactAddress } as const;

import type { ClientPort } from '../../../electron/host/hub';
import type { HostCode, HostMessage } from '../../../shared/protocol';

/** A hub client with no socket: what the hub sends it is kept, to read back (and handed to `onMessage`). */
export class FakeClient implements ClientPort {
  name: string | null = null;
  membership: ClientPort['membership'] = null;
  address?: string;
  readonly got: HostMessage[] = [];
  onMessage: ((message: HostMessage) => void) | null = null;
  send(message: HostMessage): void {
    this.deliver(message);
  }
  deliver(message: HostMessage): void {
    this.got.push(message);
    this.onMessage?.(message);
  }
  detached(code: HostCode, detail: string): void {
    this.membership = null;
    this.got.push({ type: 'error', code, detail });
  }
  errors(): HostCode[] {
    return this.got.flatMap((m) => (m.type === 'error' ? [m.code] : []));
  }
  last<T extends HostMessage['type']>(type: T): Extract<HostMessage, { type: T }> | undefined {
    return this.got.filter((m) => m.type === type).pop() as Extract<HostMessage, { type: T }> | undefined;
  }
  count(type: HostMessage['type']): number {
    return this.got.filter((m) => m.type === type).length;
  }
}

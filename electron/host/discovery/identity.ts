/**
 * The host's stable identity: an Ed25519 key pair made at first start and kept in the data folder
 * (`host-key.pem`, mode 0600). Its short fingerprint is announced with every listing (mDNS TXT `fp`,
 * the UDP answer, `/status`) and shown in the host's lobby, so a player can tell two hosts that
 * claim the same name apart. `/status?challenge=…` signs the client's nonce with the address and port
 * the host answers on: a responder that copies the fingerprint without holding the key cannot prove
 * it, and one that relays the question to the real host gets a proof naming the real host's address,
 * not its own (see docs/decisions.md, issues 19.7 and 28.4).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const KEY_FILE = 'host-key.pem';
/**
 * What a proof signs, so that the signature means nothing outside this exchange. Version 2 binds the
 * address:port (issue 28.4); a version-1 proof (nonce only) could be relayed, and is no longer made.
 */
const PROOF_CONTEXT = 'rumbo-host-proof/2\n';
/** Client nonces: 16–128 URL-safe base64 characters. */
export const CHALLENGE = /^[A-Za-z0-9_-]{16,128}$/;
/** A fingerprint as announced: two groups of five base32 characters (50 bits of sha256). */
export const FINGERPRINT = /^[A-Z2-7]{5}-[A-Z2-7]{5}$/;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Uint8Array, chars: number): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < chars) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (out.length >= chars) break;
  }
  return out;
}

/** The fingerprint of a public key given as base64 SPKI DER (what `/status` sends as `key`). */
export function fingerprintOf(publicKeyDer: Uint8Array): string {
  const text = base32(crypto.createHash('sha256').update(publicKeyDer).digest(), 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

export interface HostProof {
  /** The public key, base64 SPKI DER. */
  readonly key: string;
  /** The address the host answered on (the request's local address; IPv4 without `::ffff:`). */
  readonly address: string;
  readonly port: number;
  /** Ed25519 signature of the context, the challenge, the address and the port, base64. */
  readonly signature: string;
}

/** Where a request reached the host: its socket's local address and port. */
export interface AnsweredOn {
  readonly address: string;
  readonly port: number;
}

/** An address as both sides write it: IPv4-mapped IPv6 (`::ffff:10.0.0.2`) as plain IPv4, lower case. */
export function canonicalAddress(address: string): string {
  const lower = address.toLowerCase().replace(/^\[|\]$/g, '');
  return lower.startsWith('::ffff:') && lower.slice(7).includes('.') ? lower.slice(7) : lower;
}

function signed(challenge: string, on: AnsweredOn): Buffer {
  return Buffer.from(`${PROOF_CONTEXT}${challenge}\n${canonicalAddress(on.address)}\n${on.port}`);
}

export interface HostIdentity {
  readonly fingerprint: string;
  /** The public key, base64 SPKI DER. */
  readonly publicKey: string;
  /** Signs a client's challenge with where it was asked; null when the challenge is not a well-formed nonce. */
  prove(challenge: string, on: AnsweredOn): HostProof | null;
}

function identityOf(privateKey: crypto.KeyObject): HostIdentity {
  const der = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const publicKey = der.toString('base64');
  return {
    fingerprint: fingerprintOf(der),
    publicKey,
    prove(challenge, on) {
      if (!CHALLENGE.test(challenge)) return null;
      const signature = crypto.sign(null, signed(challenge, on), privateKey).toString('base64');
      return { key: publicKey, address: canonicalAddress(on.address), port: on.port, signature };
    },
  };
}

/**
 * What a proof shows: `proven` — the key behind `fingerprint` signed `challenge` answering on the
 * address:port the client dialled; `elsewhere` — it signed, but names another address (a relay, or a
 * forwarded port), given as `at`; `none` — no valid proof of that key.
 */
export type ProofCheck = { readonly result: 'proven' } | { readonly result: 'elsewhere'; readonly at: AnsweredOn } | { readonly result: 'none' };

export function checkProof(fingerprint: string, challenge: string, dialled: AnsweredOn, proof: unknown): ProofCheck {
  if (typeof proof !== 'object' || proof === null) return { result: 'none' };
  const { key, signature, address, port } = proof as Partial<HostProof>;
  if (typeof key !== 'string' || typeof signature !== 'string' || key.length > 200 || signature.length > 200) return { result: 'none' };
  if (typeof address !== 'string' || address.length > 64 || !Number.isInteger(port)) return { result: 'none' };
  const at = { address: canonicalAddress(address), port: port! };
  try {
    const der = Buffer.from(key, 'base64');
    if (fingerprintOf(der) !== fingerprint) return { result: 'none' };
    const publicKey = crypto.createPublicKey({ key: der, format: 'der', type: 'spki' });
    if (publicKey.asymmetricKeyType !== 'ed25519') return { result: 'none' };
    if (!crypto.verify(null, signed(challenge, at), publicKey, Buffer.from(signature, 'base64'))) return { result: 'none' };
  } catch {
    return { result: 'none' };
  }
  const here = at.address === canonicalAddress(dialled.address) && at.port === dialled.port;
  return here ? { result: 'proven' } : { result: 'elsewhere', at };
}

/** Whether `proof` shows that the holder of the key with `fingerprint` signed `challenge` at `dialled`. */
export function verifyProof(fingerprint: string, challenge: string, dialled: AnsweredOn, proof: unknown): boolean {
  return checkProof(fingerprint, challenge, dialled, proof).result === 'proven';
}

/** A fresh nonce for `/status?challenge=`. */
export function newChallenge(): string {
  return crypto.randomBytes(18).toString('base64url');
}

function readKey(file: string): crypto.KeyObject | null {
  const key = crypto.createPrivateKey(fs.readFileSync(file, 'utf8'));
  return key.asymmetricKeyType === 'ed25519' ? key : null;
}

/**
 * The identity kept in `dataDir`, made (and saved, owner-only) when there is none. A damaged key file
 * is moved aside (`host-key.pem.damaged-<time>`) and replaced, with a warning: the host still starts,
 * and players see a new fingerprint.
 */
export function loadHostIdentity(dataDir: string, warn: (message: string) => void = () => {}): HostIdentity {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, KEY_FILE);
  if (fs.existsSync(file)) {
    try {
      const key = readKey(file);
      if (key === null) throw new Error('not an Ed25519 key');
      if (process.platform !== 'win32' && (fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
      return identityOf(key);
    } catch (error) {
      const aside = `${file}.damaged-${Date.now()}`;
      fs.renameSync(file, aside);
      // What is kept aside may still hold most of a private key: owner-only, like the key (issue 28.5).
      if (process.platform !== 'win32') fs.chmodSync(aside, 0o600);
      warn(`the host key ${file} could not be read (${(error as Error).message}); moved to ${path.basename(aside)}, a new key is made (players will see a new fingerprint)`);
    }
  }
  const { privateKey } = crypto.generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  // Written whole under a temporary name, then linked into place: a crash never leaves half a key,
  // and of two hosts starting on one folder at once the second takes the first one's key.
  const temp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temp, 'w', 0o600);
  try {
    // `open`'s mode applies only to a file it creates: a stale temporary file keeps its own (issue 28.5).
    if (process.platform !== 'win32') fs.fchmodSync(fd, 0o600);
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, pem);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    fs.unlinkSync(temp);
    const existing = readKey(file);
    if (existing === null) throw new Error(`${file} is not an Ed25519 key`, { cause: error });
    return identityOf(existing);
  }
  fs.unlinkSync(temp);
  return identityOf(privateKey);
}

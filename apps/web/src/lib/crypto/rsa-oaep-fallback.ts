import { sha256 } from './sha256.js';

/**
 * RSA-OAEP (SHA-256, MGF1-SHA-256) encryption without Web Crypto, which browsers withhold from pages
 * opened over plain http on a LAN address. Same output format as Web Crypto: big-endian ciphertext bytes.
 */
export function rsaOaepEncrypt(spkiDer: Uint8Array, message: Uint8Array, random: (n: number) => Uint8Array): Uint8Array {
  const { n, e } = parseSpki(spkiDer);
  const k = Math.ceil(n.toString(16).length / 2);
  const hLen = 32;
  if (message.length > k - 2 * hLen - 2) throw new Error('message too long');
  const lHash = sha256(new Uint8Array(0));
  const db = new Uint8Array(k - hLen - 1);
  db.set(lHash);
  db[db.length - message.length - 1] = 1;
  db.set(message, db.length - message.length);
  const seed = random(hLen);
  const maskedDb = xor(db, mgf1(seed, db.length));
  const maskedSeed = xor(seed, mgf1(maskedDb, hLen));
  const em = new Uint8Array(k);
  em.set(maskedSeed, 1);
  em.set(maskedDb, 1 + hLen);
  return toBytes(modPow(toBigInt(em), e, n), k);
}

function mgf1(seed: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let counter = 0, off = 0; off < length; counter++) {
    const input = new Uint8Array(seed.length + 4);
    input.set(seed);
    new DataView(input.buffer).setUint32(seed.length, counter);
    const digest = sha256(input);
    out.set(digest.subarray(0, Math.min(digest.length, length - off)), off);
    off += digest.length;
  }
  return out;
}

const xor = (a: Uint8Array, b: Uint8Array) => a.map((v, i) => v ^ b[i]);
const toBigInt = (bytes: Uint8Array) => bytes.reduce((acc, b) => (acc << 8n) | BigInt(b), 0n);
function toBytes(x: bigint, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = length - 1; i >= 0; i--, x >>= 8n) out[i] = Number(x & 0xffn);
  return out;
}
function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  let result = 1n;
  base %= mod;
  for (; exp > 0n; exp >>= 1n, base = (base * base) % mod) if (exp & 1n) result = (result * base) % mod;
  return result;
}

/** SubjectPublicKeyInfo -> RSAPublicKey {modulus, publicExponent}, reading just enough DER. */
function parseSpki(der: Uint8Array): { n: bigint; e: bigint } {
  let pos = 0;
  const read = (expectTag: number) => {
    const tag = der[pos++];
    if (tag !== expectTag) throw new Error(`DER: expected tag ${expectTag}, got ${tag}`);
    let len = der[pos++];
    if (len & 0x80) {
      let bytes = len & 0x7f;
      len = 0;
      while (bytes--) len = (len << 8) | der[pos++];
    }
    const start = pos;
    return { start, end: start + len };
  };
  read(0x30); // SubjectPublicKeyInfo
  const alg = read(0x30);
  pos = alg.end;
  read(0x03); // BIT STRING
  pos++; // unused-bits byte
  read(0x30); // RSAPublicKey
  const nI = read(0x02);
  const n = toBigInt(der.subarray(nI.start, nI.end));
  pos = nI.end;
  const eI = read(0x02);
  const e = toBigInt(der.subarray(eI.start, eI.end));
  return { n, e };
}

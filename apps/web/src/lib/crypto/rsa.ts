/** Encrypts a secret (password) for the server with its published key: RSA-OAEP, SHA-256, base64. */
export async function encryptForServer(publicKeyPem: string, plain: string): Promise<string> {
  const der = pemToDer(publicKeyPem);
  const message = new TextEncoder().encode(plain);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    const key = await subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    return toBase64(new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, key, message)));
  }
  // Plain http on a LAN address: no Web Crypto. The fallback is loaded only then.
  const { rsaOaepEncrypt } = await import('./rsa-oaep-fallback.js');
  return toBase64(rsaOaepEncrypt(der, message, (n) => globalThis.crypto.getRandomValues(new Uint8Array(n))));
}

export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const b64 = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

export const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));

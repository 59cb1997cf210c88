import { keys, local } from '../storage.js';
import { toBase64 } from './rsa.js';

/**
 * "Remember password": the password is kept only encrypted with an AES-GCM key that is non-extractable
 * and lives in IndexedDB, so script reading localStorage finds nothing usable. Without Web Crypto
 * (plain http on a LAN) only the account is remembered.
 */
const DB = 'wp-secrets';
const STORE = 'keys';
const KEY_ID = 'remember';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function storedKey(create: boolean): Promise<CryptoKey | null> {
  const db = await openDb();
  const get = () => new Promise<CryptoKey | undefined>((resolve, reject) => {
    const r = db.transaction(STORE).objectStore(STORE).get(KEY_ID);
    r.onsuccess = () => resolve(r.result as CryptoKey | undefined);
    r.onerror = () => reject(r.error);
  });
  const existing = await get();
  if (existing || !create) return existing ?? null;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(key, KEY_ID);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  return key;
}

export const canRememberPassword = () => !!globalThis.crypto?.subtle && typeof indexedDB !== 'undefined';

export interface Remembered { account: string; remember: boolean; password: string }

export async function loadRemembered(): Promise<Remembered> {
  const account = local.get(keys.rememberAccount) ?? '';
  const remember = local.get(keys.rememberFlag) === '1';
  const secret = local.get(keys.rememberSecret);
  if (!remember || !secret || !canRememberPassword()) return { account, remember, password: '' };
  try {
    const key = await storedKey(false);
    if (!key) return { account, remember, password: '' };
    const bytes = Uint8Array.from(atob(secret), (c) => c.charCodeAt(0));
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, key, bytes.subarray(12));
    return { account, remember, password: new TextDecoder().decode(plain) };
  } catch {
    local.remove(keys.rememberSecret);
    return { account, remember, password: '' };
  }
}

/** Called after a successful sign-in: keeps the account, and the password only when asked and possible. */
export async function saveRemembered(account: string, password: string, remember: boolean): Promise<void> {
  local.set(keys.rememberAccount, account);
  local.set(keys.rememberFlag, remember ? '1' : '0');
  if (!remember || !canRememberPassword()) {
    local.remove(keys.rememberSecret);
    return;
  }
  try {
    const key = await storedKey(true);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key!, new TextEncoder().encode(password)));
    const out = new Uint8Array(iv.length + cipher.length);
    out.set(iv);
    out.set(cipher, iv.length);
    local.set(keys.rememberSecret, toBase64(out));
  } catch {
    local.remove(keys.rememberSecret);
  }
}

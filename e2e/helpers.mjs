// Shared steps of the browser journeys.
import crypto from 'node:crypto';
import { expect } from '@playwright/test';

export const DEMO_PASSWORD = 'Water@2026';

/** Signs in through the real login page and waits to leave it (what `test.use({ user })` does before a journey). */
export async function signIn(page, account, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await page.fill('#login-account', account);
  await page.fill('#login-password', password);
  await page.click('button[type=submit]');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
}

/** Signs in over the API the way the web app does (RSA-OAEP with the published key); returns the token. */
export async function apiToken(baseUrl, account, password = DEMO_PASSWORD) {
  return (await signInOverApi(baseUrl, account, password)).token;
}

/** The stored-user object of an API sign-in (what the web app keeps in session storage). */
export async function signInOverApi(baseUrl, account, password = DEMO_PASSWORD) {
  const config = await (await fetch(new URL('/runtime-config.json', baseUrl))).json();
  const encrypted = crypto.publicEncrypt(
    { key: config.rsaPublicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  const res = await fetch(new URL('/uc/auth', baseUrl), {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account, password: encrypted }),
  });
  expect(res.ok, `API sign-in of ${account} failed: ${res.status}`).toBeTruthy();
  return res.json();
}

/** Calls the flow runtime (`/bpm-runtime/runtime` + path) as `token`'s user; fails the journey on an error status. */
export async function runtimeCall(baseUrl, token, method, path, body) {
  const res = await fetch(new URL(`/bpm-runtime/runtime${path}`, baseUrl), {
    method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body ? JSON.stringify(body) : undefined,
  });
  const reply = await res.json();
  expect(res.ok, `${path} answered ${res.status}: ${reply?.message}`).toBeTruthy();
  return reply;
}

/** Waits for a toast with this text (toasts are the antd-mobile kind). */
export async function expectToast(page, text) {
  await page.locator('.adm-toast-main', { hasText: text }).first().waitFor({ timeout: 10_000 });
}

/** Counts the API requests the page makes from now on (to prove that nothing was sent). */
export function countApiRequests(page, pathPart) {
  const seen = [];
  page.on('request', (r) => { if (r.url().includes(pathPart)) seen.push(r.url()); });
  return seen;
}

/** The rows of `token`'s user's to-do list (first 100), over the API. */
export async function todoRows(baseUrl, token) {
  return (await runtimeCall(baseUrl, token, 'POST', '/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 100 } })).rows;
}

/**
 * A leave request of `days` days started over the API as `token`'s user; it waits for the starter's department
 * head (王芳 for 生产运行部), and over 3 days for the director after her. Returns the instance id.
 */
export async function startLeave(baseUrl, token, subject, { days = 1, ...extra } = {}) {
  const reply = await runtimeCall(baseUrl, token, 'POST', '/instance/v1/start', {
    flowKey: 'leave', subject, ...extra,
    data: { leaveType: days > 3 ? 'annual' : 'personal', startDate: '2026-12-01', endDate: `2026-12-${String(days).padStart(2, '0')}`, days, reason: subject },
  });
  return reply.instId ?? reply.value;
}

/** A purchase request started over the API by chenjing (生产运行部: her department head is 王芳). Returns the instance id. */
export async function startPurchase(baseUrl, subject, amount = 52_000) {
  const chenjing = await apiToken(baseUrl, 'chenjing');
  const reply = await runtimeCall(baseUrl, chenjing, 'POST', '/instance/v1/start', {
    flowKey: 'purchase', subject,
    data: { item: '2号离心泵备件', amount, items: [{ name: '机械密封', qty: 4, unitPrice: amount / 4 }], reason: '2号泵密封老化漏水' },
  });
  return reply.instId ?? reply.value;
}

/** Opens the to-do row of `subject` and waits for the task view. */
export async function openTodo(page, subject) {
  await page.goto('/work/myMatters/0');
  await page.locator('.matter-row', { hasText: subject }).first().click();
  await page.waitForURL('**/task/**');
  await page.locator('.action-bar').waitFor();
}

/** Signs the page's user out locally (the session lives in session storage) and signs `account` in. */
export async function switchUser(page, account) {
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, account);
}

import { useEffect, useState } from 'react';
import { authApi, type TenantBrand } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { session } from '../../../lib/storage.js';
import { runtimeConfig } from '../../../lib/runtime-config.js';

/**
 * GET /uc/tenantManage/v1/getTenantByCode?code: a tenant's id, name and logo. `background`: a lookup the page does
 * by itself, without a failure message and beside other calls.
 */
const tenantOf = (code: string, { signal, background = false }: { signal?: AbortSignal; background?: boolean } = {}) =>
  call(authApi.getTenantByCode, { query: { code }, signal, ...(background ? { silent: true, parallel: true } : {}) });

/** A tenant other than the default is resolved to its id before sign-in. */
export async function getTenantByCode(code: string): Promise<string> {
  const res = await tenantOf(code);
  return res.value!.id;
}

/** The code of the signed-in user's tenant: sign-in keeps it for this tab when it is not the default. */
export const signedInTenantCode = () => session.get('tenantCode') ?? runtimeConfig().defaultTenant;

/**
 * Brands by code, one request each however many screens show it (the sign-in page, the shell's title, the home's
 * header); a failed lookup is forgotten so the next screen asks again.
 */
const brands = new Map<string, Promise<TenantBrand | undefined>>();
function brandOf(code: string): Promise<TenantBrand | undefined> {
  let brand = brands.get(code);
  if (!brand) {
    brand = tenantOf(code, { background: true }).then((res) => res.value ?? undefined);
    brand.catch(() => brands.delete(code));
    brands.set(code, brand);
  }
  return brand;
}

/** Tests start each case with no brand known. */
export const forgetTenantBrands = () => brands.clear();

/**
 * The name and logo of a tenant (undefined until known, or when unknown or disabled). A plain effect, not a query:
 * the sign-in page lies outside the signed-in shell and its server-state cache.
 */
export function useTenantBrand(code: string): TenantBrand | undefined {
  const [brand, setBrand] = useState<{ code: string; brand?: TenantBrand }>();
  useEffect(() => {
    let alive = true;
    brandOf(code).then((b) => alive && setBrand({ code, brand: b }), () => undefined);
    return () => {
      alive = false;
    };
  }, [code]);
  return brand?.code === code ? brand.brand : undefined;
}

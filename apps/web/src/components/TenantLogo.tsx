import { useEffect } from 'react';

/** The product's drop, as the boot screen in index.html draws it: the mark of a tenant without a logo of its own. */
function Drop({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden>
      <path d="M32 8c-9 12-16 21-16 30a16 16 0 0 0 32 0c0-9-7-18-16-30z" fill="#fff" />
      <path d="M24 40a8 8 0 0 0 8 8" stroke="#1677ff" strokeWidth="3.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A tenant's logo (a PNG data URL from the tenant lookup), or the drop while it is unknown or when the tenant has
 * none. Decorative: the tenant's name always stands beside it.
 */
export function TenantLogo({ logo, size }: { logo: string | null | undefined; size: number }) {
  return logo ? <img src={logo} width={size} height={size} alt="" data-testid="tenant-logo" /> : <Drop size={size} />;
}

/** The document's title is the tenant's name, as the server's boot screen set it; unchanged until the name is known. */
export function useTenantTitle(name: string | undefined) {
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
}

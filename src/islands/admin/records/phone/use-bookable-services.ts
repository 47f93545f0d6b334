/**
 * The services a phone reservation can be for: the products of every service category, read from
 * the server without the rest of the catalogue.
 */
import { useEffect, useState } from 'react';
import { isServiceCategory } from '~/domain/catalogue/catalogue.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import type { Product } from '~/domain/catalogue/catalogue-schemas.ts';
import { getProductsOfCategories } from '~/lib/api/admin/product-list.ts';
import { getCategories } from '~/lib/api/categories.ts';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';

async function bookableServices(signal: AbortSignal): Promise<Product[]> {
  const { data: categories } = await getCategories(signal);
  const names = categories.map((category) => category.name).filter(isServiceCategory);
  if (names.length === 0) return [];
  const { data } = await getProductsOfCategories({ category: names, sort: 'newest' }, signal);
  return data;
}

/** Null while loading; the message when they could not be read. */
export function useBookableServices(): { services: Product[] | null; error: string } {
  const [services, setServices] = useState<Product[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    bookableServices(controller.signal)
      .then(setServices)
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(serverMessageOr(failure, adminMessages.adminServicesFetchError));
      });
    return () => controller.abort();
  }, []);
  return { services, error };
}

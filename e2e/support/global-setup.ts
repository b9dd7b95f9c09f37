import { startProduct } from './product';

export default async function globalSetup(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3311);
  const product = await startProduct(port);
  process.env.E2E_PRODUCT = JSON.stringify(product);
  (globalThis as { __PRODUCT__?: unknown }).__PRODUCT__ = product;
}

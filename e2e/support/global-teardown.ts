import { stopProduct, type RunningProduct } from './product';

export default async function globalTeardown(): Promise<void> {
  const product = (globalThis as { __PRODUCT__?: RunningProduct }).__PRODUCT__;
  if (product) await stopProduct(product);
}

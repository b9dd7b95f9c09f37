/** The CSP nonce the gateway wrote into this page for inline styles; the dev servers send no CSP and no nonce. */
export function pageStyleNonce(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

/**
 * Some antd internals (a dialog's scroll lock, the scrollbar measure) insert <style> tags without
 * asking ConfigProvider for the nonce. Style elements the app's own scripts create get the page's
 * nonce; markup injected into the page is parsed, not created here, so the CSP still refuses it.
 */
export function nonceStyleElements(doc: Document = document): void {
  const nonce = pageStyleNonce(doc);
  if (!nonce) return;
  const createElement = doc.createElement.bind(doc);
  doc.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = createElement(tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  }) as Document['createElement'];
}

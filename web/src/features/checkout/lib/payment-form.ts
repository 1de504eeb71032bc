// The payment provider's redirect: a real form submission (the browser leaves the shop for the
// provider's page), posted or sent as the address's query as the redirect says.

interface PaymentRedirect {
  url: string;
  method: 'GET' | 'POST';
  fields: ReadonlyArray<{ name: string; value: string }>;
}

/** Builds a hidden form with the provider's fields and submits it. */
export function submitPaymentForm(redirect: PaymentRedirect, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = redirect.method === 'GET' ? 'get' : 'post';
  form.action = redirect.url;
  form.hidden = true;
  for (const field of redirect.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}

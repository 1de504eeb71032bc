// The payment gateway's redirect: a real form POST (the browser leaves the shop for the gateway).

type FormField = { name: string; value: string };

/** Builds a hidden form with the gateway's fields and submits it. */
export function postPaymentForm(url: string, fields: readonly FormField[], doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = url;
  form.hidden = true;
  for (const field of fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}

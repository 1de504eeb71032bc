// The contact helpers some partner screens import from here: they are @shop/commerce/contact's.
export { digitsOnly, isEmail } from '@shop/commerce/contact';

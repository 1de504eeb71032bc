// Privacy policy and terms and conditions (HTML of the static pages). The terms page has its own
// content (the spec's terms page loads the refund policy; see upstream/README.md, Decisions).
import { COMPANY } from './content-company.ts';

export const PRIVACY_HTML = `
<h1>Privacy Policy</h1>
<p>${COMPANY.legalName} ("Lumen", "we") respects your privacy. This policy explains what personal data we collect through this website, the Lumen app and our devices, why we collect it and the choices you have. It follows the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.</p>
<h2>What we collect</h2>
<ul>
  <li><strong>Account data:</strong> your name, email address, mobile number, password (stored only as a salted hash) and profile picture.</li>
  <li><strong>Order data:</strong> billing and delivery addresses, GST number, the products you buy and how you pay. Card and bank details are entered on our payment partner's page and never reach our servers.</li>
  <li><strong>Support data:</strong> service requests, product registrations, invoices and photos you upload, and our conversations with you.</li>
  <li><strong>Device data:</strong> when you pair a device with the Lumen app, the measurements it takes (steps, heart rate, sleep, SpO2, skin temperature) and its serial number and firmware version.</li>
  <li><strong>Usage data:</strong> pages you visit, your browser and approximate location from your IP address, collected with cookies that you can refuse except those needed for the cart and login.</li>
</ul>
<h2>Why we use it</h2>
<ul>
  <li>To take, deliver and support your orders, including invoices, warranty and service.</li>
  <li>To show you your own health and activity trends in the app.</li>
  <li>To send you one-time passwords, order updates and, if you subscribed, our newsletter and offers.</li>
  <li>To prevent fraud and to meet our legal and tax obligations.</li>
  <li>To improve our products using aggregated data that cannot identify you.</li>
</ul>
<h2>Health data</h2>
<p>Measurements from your device are sensitive. We process them only to show them to you, store them on servers in India, encrypt them in transit and at rest, and never sell them or use them for advertising. You can export all of it or delete your account and its data from the app at any time.</p>
<h2>Who we share it with</h2>
<p>We share only what each needs with courier partners (name, address, phone), payment partners, authorised service centres (for your service requests), our cloud and messaging providers under contracts that keep your data confidential, and authorities when the law requires it. We do not sell personal data.</p>
<h2>How long we keep it</h2>
<p>Account and health data are kept while your account is active and deleted within 30 days after you close it. Orders and invoices are kept for eight years as the tax laws require. Support records are kept for three years after a request is closed.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your data, its correction or its deletion, withdraw consent to marketing at any time (every newsletter has an unsubscribe link) and nominate someone to exercise your rights. Write to our Grievance Officer at <a href="mailto:${COMPANY.privacyEmail}">${COMPANY.privacyEmail}</a>, ${COMPANY.address}. We reply within 30 days.</p>
<h2>Children</h2>
<p>Our website is not meant for children under 18. Parents who set up a device for a child manage the child's account and its data.</p>
<h2>Changes</h2>
<p>We will post any change to this policy on this page and tell you by mail before a significant change takes effect.</p>
`;

export const TERMS_HTML = `
<h1>Terms and Conditions</h1>
<p>These terms govern your use of this website and every purchase made on it from ${COMPANY.legalName}, ${COMPANY.address} (CIN ${COMPANY.cin}, GSTIN ${COMPANY.gstin}). By using the website or placing an order you accept them.</p>
<h2>1. Your account</h2>
<p>You must be 18 or older to buy on this website. Keep your password and one-time passwords to yourself; you are responsible for activity on your account. Tell us at once at <a href="mailto:${COMPANY.careEmail}">${COMPANY.careEmail}</a> if you think someone else has used it.</p>
<h2>2. Products and prices</h2>
<p>We describe products and show their colours as accurately as we can; screens vary, so a colour may look slightly different. Prices are in Indian rupees and include GST. We may change prices at any time, but the price you pay is the one shown when you place the order.</p>
<h2>3. Orders</h2>
<p>An order is a request to buy. It is accepted when we ship it, and we will confirm it by mail. We may refuse or cancel an order if a product is out of stock, if there is an obvious pricing error, if we cannot deliver to the address, or if we suspect fraud; any amount paid is then refunded in full. Quantities are limited to 5 units per product and colour per order.</p>
<h2>4. Payment</h2>
<p>You can pay by card, net banking, UPI or wallet through our payment partner, or in cash on delivery where available. Prepaid orders receive the discount shown at checkout. We never ask for your card PIN, OTP or password by phone or mail.</p>
<h2>5. Coupons and offers</h2>
<p>Coupon codes apply to the products and dates they state, cannot be exchanged for cash and cannot be combined unless the offer says so. A personal code (such as the one mailed when you subscribe) may be used once, by the email it was sent to. Offer products included with a purchase have no cash value.</p>
<h2>6. Delivery, returns and warranty</h2>
<p>Delivery follows our <a href="/shipping">Shipping Policy</a>; replacements, returns and refunds follow our <a href="/refund">Refund Policy</a>; repairs follow our <a href="/warranty">Warranty Policy</a>. Ownership and risk pass to you on delivery.</p>
<h2>7. Health features</h2>
<p>Lumen devices are wellness products, not medical devices. Their measurements are estimates meant to help you understand your habits; they are not meant to diagnose, treat or prevent any disease. Consult a doctor about any health concern.</p>
<h2>8. Content and reviews</h2>
<p>Text, pictures, logos and software on this website belong to Lumen or its licensors. Reviews you post must be honest and lawful; we may remove reviews that are abusive, off-topic or promotional.</p>
<h2>9. Liability</h2>
<p>To the extent the law allows, our liability for any order is limited to the amount you paid for it, and we are not liable for indirect losses. Nothing in these terms limits your rights as a consumer under Indian law.</p>
<h2>10. Governing law and disputes</h2>
<p>These terms are governed by the laws of India. Before going to court, please write to our Grievance Officer at <a href="mailto:${COMPANY.careEmail}">${COMPANY.careEmail}</a>; we answer within 30 days. The courts of Bengaluru have jurisdiction, without prejudice to your right to approach a consumer commission.</p>
<h2>11. Changes</h2>
<p>We may update these terms; the version on this page on the day of your order applies to it.</p>
`;
